/**
 * Product details: pictures on the left (on top on phones), then brand, name, category and deal,
 * the options with their prices, a quantity stepper (1..max) and "Add to cart" with the line total.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { CartIcon } from '../../../ui/Icon';
import { ProductImage } from '../../product-cards/parts';
import type { ProductDetailsProps } from '../types';
import * as S from './ProductDetails.styles';

export function ProductDetails({
  product,
  selectedOption,
  quantity,
  maxQuantity,
  total,
  onSelectOption,
  onQuantityChange,
  onAddToCart,
}: ProductDetailsProps) {
  const quantityId = useId();
  const [shown, setShown] = useState(0);
  const option = product.options[selectedOption] ?? product.options[0];
  const images = product.images.length > 0 ? product.images : [''];
  return (
    <S.Layout aria-labelledby={`${quantityId}-name`}>
      <S.Gallery>
        <ProductImage src={images[shown] ?? images[0] ?? ''} priority />
        {images.length > 1 && (
          <S.Thumbs>
            {images.map((src, index) => (
              <S.Thumb
                key={src}
                type="button"
                aria-label={`Picture ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <ProductImage src={src} />
              </S.Thumb>
            ))}
          </S.Thumbs>
        )}
      </S.Gallery>
      <S.Info>
        <S.Head>
          {product.brand !== null &&
            (product.brand.href !== null ? (
              <S.BrandLink to={product.brand.href}>{product.brand.name}</S.BrandLink>
            ) : (
              <span>{product.brand.name}</span>
            ))}
          <S.Title id={`${quantityId}-name`}>{product.name}</S.Title>
          {(product.category !== null || product.deal !== null) && (
            <S.Tags>
              {product.category !== null && (
                <Link to={product.category.href}>{product.category.name}</Link>
              )}
              {product.deal !== null && (
                <S.DealLink to={product.deal.href}>{product.deal.name}</S.DealLink>
              )}
            </S.Tags>
          )}
        </S.Head>
        {option !== undefined && <S.Price>{option.price}</S.Price>}
        {product.options.length > 1 && (
          <S.Options>
            <legend>Choose a size</legend>
            <S.OptionList>
              {product.options.map((choice, index) => (
                <S.Option key={`${choice.label}-${index}`}>
                  <input
                    type="radio"
                    name={`${quantityId}-option`}
                    checked={index === selectedOption}
                    onChange={() => onSelectOption(index)}
                  />
                  <strong>{choice.label}</strong>
                  <span>{choice.price}</span>
                </S.Option>
              ))}
            </S.OptionList>
          </S.Options>
        )}
        <S.Buy>
          <S.Quantity>
            <label htmlFor={quantityId}>Quantity</label>
            <S.Stepper>
              <button
                type="button"
                aria-label="Decrease quantity"
                disabled={quantity <= 1}
                onClick={() => onQuantityChange(quantity - 1)}
              >
                −
              </button>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={maxQuantity}
                value={quantity}
                onChange={(event) => onQuantityChange(Number(event.target.value))}
              />
              <button
                type="button"
                aria-label="Increase quantity"
                disabled={quantity >= maxQuantity}
                onClick={() => onQuantityChange(quantity + 1)}
              >
                +
              </button>
            </S.Stepper>
          </S.Quantity>
          <Button size="lg" fullWidth onClick={onAddToCart}>
            <CartIcon size={20} aria-hidden="true" />
            Add to cart · {total}
          </Button>
        </S.Buy>
        {product.facts.length > 0 && (
          <S.Facts>
            {product.facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </S.Facts>
        )}
        {product.description !== '' && (
          <S.About>
            <h2>About this product</h2>
            <p>{product.description}</p>
          </S.About>
        )}
      </S.Info>
    </S.Layout>
  );
}
