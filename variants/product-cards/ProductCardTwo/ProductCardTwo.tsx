/**
 * Product Card Two — a compact row: thumbnail, name and price side by side with a round add
 * button. About three times as many products fit on a phone screen as with Card One; pick it for
 * long menus shopped by name (concentrates, pre-rolls) rather than by picture.
 */
import { useId } from 'react';
import { CartIcon } from '../../../ui/Icon';
import { DealTag, ProductImage, SPONSORED_LABEL, SponsoredTag } from '../parts';
import type { ProductCardProps } from '../types';
import * as S from './ProductCardTwo.styles';

export function ProductCardTwo({
  product,
  onAddToCart,
  onSelect,
  sponsored = false,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const nameId = useId();
  return (
    <S.Card aria-labelledby={nameId}>
      <ProductImage src={product.image} priority={priority} />
      <S.Body>
        {product.brand !== '' && <S.Brand>{product.brand}</S.Brand>}
        <S.Name as={`h${headingLevel}`} id={nameId} title={product.name}>
          <S.NameLink to={product.href} onClick={() => onSelect?.()}>
            {product.name}
          </S.NameLink>
        </S.Name>
        <S.Line>
          <S.Price>
            {product.priceFrom ? 'From ' : ''}
            {product.price}
          </S.Price>
          {product.options !== null && <span>{product.options}</span>}
          {product.details !== null && <span>{product.details}</span>}
        </S.Line>
        {product.deal !== null && (
          <div>
            <DealTag title={product.deal}>{product.deal}</DealTag>
          </div>
        )}
        {sponsored && (
          <div>
            <SponsoredTag>{SPONSORED_LABEL}</SponsoredTag>
          </div>
        )}
      </S.Body>
      <S.Add type="button" aria-label={`Add to cart: ${product.name}`} onClick={onAddToCart}>
        <CartIcon size={20} aria-hidden="true" />
      </S.Add>
    </S.Card>
  );
}
