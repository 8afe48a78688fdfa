import { useId, type ComponentType, type ReactNode } from 'react';
import type { DealCardVariant } from '../../../schemas';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

type DealCardRoot = ComponentType<{
  'aria-busy'?: 'true';
  'data-loading'?: 'true';
  'aria-labelledby'?: string;
  'data-deal-card': DealCardVariant;
  children: ReactNode;
}>;

type DealCardFrameProps = {
  design: DealCardVariant;
  /** The variant's styled card element. */
  Card: DealCardRoot;
  loading: boolean;
  /** The variant's placeholder shapes, shown while `loading`. */
  skeleton: ReactNode;
  /** The loaded card's content; `nameId` goes on the element holding the deal's name. */
  children: (nameId: string) => ReactNode;
};

/**
 * The two states every deal card has (spec 2.15): a busy card announcing "Loading deal" around
 * the variant's skeleton while the CMS settings load, then the card named by its deal's name.
 */
export function DealCardFrame({ design, Card, loading, skeleton, children }: DealCardFrameProps) {
  const nameId = useId();
  if (loading) {
    return (
      <Card aria-busy="true" data-loading="true" data-deal-card={design}>
        <VisuallyHidden>Loading deal</VisuallyHidden>
        {skeleton}
      </Card>
    );
  }
  return (
    <Card aria-labelledby={nameId} data-deal-card={design}>
      {children(nameId)}
    </Card>
  );
}
