/**
 * Product header — back arrow, the centred title ("Product Details"), then search and cart
 * (spec 2.5, product pages). The product fills the screen, so search shrinks to an icon while
 * the cart, the next step after choosing a product, keeps its count in view.
 */
import { SearchIcon } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { BackButton } from '../parts/BackButton';
import { Bar, End, Title } from '../parts/Bar';
import { CartButton } from '../parts/CartButton';
import type { MobilePathHeaderProps } from '../types';

export type ProductHeaderProps = Pick<
  MobilePathHeaderProps,
  'title' | 'counts' | 'onBack' | 'onSearch' | 'onOpenCart'
>;

export function ProductHeader({ title, counts, onBack, onSearch, onOpenCart }: ProductHeaderProps) {
  return (
    <Bar data-layout="product" data-kind="product">
      <BackButton onBack={onBack} />
      <Title>{title}</Title>
      <End>
        <IconButton
          aria-label="Search products"
          icon={<SearchIcon size={22} />}
          onClick={onSearch}
        />
        <CartButton count={counts.cart} onOpenCart={onOpenCart} />
      </End>
    </Bar>
  );
}
