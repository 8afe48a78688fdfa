/**
 * The store bar: which store the menu, prices and deals are for, with its order type, today's
 * hours and address, or a prompt to choose one that opens the store picker (spec 2.11). Pick it
 * near the top of the home page: every price below depends on the store.
 */
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { PinIcon, StoreIcon } from '../../../ui/Icon';
import { Section } from '../parts/SectionFrame';
import type { StoreBarProps } from '../types';
import * as S from './StoreBar.styles';
import { StoreBarSkeleton } from './StoreBarSkeleton';

export function StoreBar({ store, loading, promptText, onChooseStore }: StoreBarProps) {
  const titleId = useId();
  if (loading) return <StoreBarSkeleton />;
  if (store === null) {
    return (
      <Section aria-labelledby={titleId} data-home-section="storeBar">
        <S.Bar>
          <S.Badge>
            <PinIcon size={24} />
          </S.Badge>
          <S.Body>
            <S.PromptTitle id={titleId}>Choose your store</S.PromptTitle>
            <S.Text>{promptText}</S.Text>
          </S.Body>
          <S.Actions>
            <Button variant="primary" onClick={onChooseStore}>
              Choose a store
            </Button>
          </S.Actions>
        </S.Bar>
      </Section>
    );
  }
  return (
    <Section aria-labelledby={titleId} data-home-section="storeBar">
      <S.Bar>
        <S.Badge>
          <StoreIcon size={24} />
        </S.Badge>
        <S.Body>
          <S.Eyebrow id={titleId}>Your store</S.Eyebrow>
          <S.StoreName>{store.name}</S.StoreName>
          <S.Meta>
            <span>{store.orderType}</span>
            <span aria-hidden="true">·</span>
            <S.Status data-open={store.open}>{store.open ? 'Open now' : 'Closed now'}</S.Status>
            {store.hours !== '' && (
              <>
                <span aria-hidden="true">·</span>
                <span>{store.hours}</span>
              </>
            )}
          </S.Meta>
          {store.address !== '' && <S.Text>{store.address}</S.Text>}
        </S.Body>
        <S.Actions>
          <S.ActionLink to={store.detailsHref} data-variant="secondary" data-size="md">
            Store details
          </S.ActionLink>
          <Button variant="secondary" onClick={onChooseStore}>
            Change store
          </Button>
        </S.Actions>
      </S.Bar>
    </Section>
  );
}
