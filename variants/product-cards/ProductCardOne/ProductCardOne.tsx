/**
 * Product Card One — the catalogue's default card: a square picture on top, brand, name, strain
 * and price below, and a full-width "Add to cart" button. The whole card links to the product.
 * Pick it for grids, where pictures sell and every card needs the same height.
 */
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { CartIcon } from '../../../ui/Icon';
import { DealTag, ProductImage, SPONSORED_LABEL, SponsoredTag } from '../parts';
import type { ProductCardProps } from '../types';
import * as S from './ProductCardOne.styles';

export function ProductCardOne({
  product,
  onAddToCart,
  onSelect,
  sponsored = false,
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const nameId = useId();
  const meta = [product.category, product.details].filter(Boolean).join(' · ');
  return (
    <S.Card aria-labelledby={nameId}>
      <S.Media>
        <ProductImage src={product.image} priority={priority} />
        {product.deal !== null && (
          <S.Tag>
            <DealTag title={product.deal}>{product.deal}</DealTag>
          </S.Tag>
        )}
        {sponsored && (
          <S.Sponsored>
            <SponsoredTag>{SPONSORED_LABEL}</SponsoredTag>
          </S.Sponsored>
        )}
      </S.Media>
      <S.Body>
        {product.brand !== '' && <S.Brand>{product.brand}</S.Brand>}
        <S.Name as={`h${headingLevel}`} id={nameId}>
          <S.NameLink to={product.href} onClick={() => onSelect?.()}>
            {product.name}
          </S.NameLink>
        </S.Name>
        {meta !== '' && <S.Meta>{meta}</S.Meta>}
      </S.Body>
      <S.Footer>
        <S.PriceRow>
          <S.Price>
            {product.priceFrom && <small>From</small>}
            {product.price}
          </S.Price>
          {product.options !== null && <S.Options>{product.options}</S.Options>}
        </S.PriceRow>
        <S.Action>
          <Button
            size="sm"
            fullWidth
            aria-label={`Add to cart: ${product.name}`}
            onClick={onAddToCart}
          >
            <CartIcon size={16} aria-hidden="true" />
            Add to cart
          </Button>
        </S.Action>
      </S.Footer>
    </S.Card>
  );
}
