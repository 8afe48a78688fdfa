/**
 * The mobile path header (spec 2.5): draws the kind the engine chose for the path. Choosing a
 * layout by a data value is presentation; which path gets which kind is the engine's rule
 * (mobileHeaderFor), and 'cms' / 'none' never reach this component.
 */
import { CompactSearchHeader } from './CompactSearchHeader/CompactSearchHeader';
import { ProductHeader } from './ProductHeader/ProductHeader';
import { TitleHeader } from './TitleHeader/TitleHeader';
import type { MobilePathHeaderProps } from './types';

export function MobilePathHeader(props: MobilePathHeaderProps) {
  switch (props.kind) {
    case 'title':
      return <TitleHeader title={props.title} onBack={props.onBack} />;
    case 'product':
      return <ProductHeader {...props} />;
    case 'compactSearch':
      return <CompactSearchHeader {...props} />;
  }
}
