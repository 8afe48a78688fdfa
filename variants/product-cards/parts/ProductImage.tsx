import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Drawn when a product has no image: a neutral leaf mark, never a broken-image icon. */
const Placeholder = styled.svg`
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

export type ProductImageProps = {
  src: string;
  className?: string;
  /** The page's largest picture (the product page's): fetched first, never lazily. */
  priority?: boolean;
};

/** The product picture in a square frame. Decorative: the card's heading names the product. */
export function ProductImage({ src, className, priority = false }: ProductImageProps) {
  return (
    <Frame className={className}>
      {src.trim() !== '' ? (
        <img
          src={src}
          alt=""
          width="400"
          height="400"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <Placeholder viewBox="0 0 100 100" aria-hidden="true" data-testid="product-placeholder">
          <rect width="100" height="100" fill="currentColor" opacity="0.08" />
          <path
            d="M50 24c9 10 12 21 9 31 7-5 15-6 21-4-4 8-12 13-21 13 5 3 9 7 10 12-7 1-13-1-17-6l-2 10-2-10c-4 5-10 7-17 6 1-5 5-9 10-12-9 0-17-5-21-13 6-2 14-1 21 4-3-10 0-21 9-31z"
            fill="currentColor"
            opacity="0.45"
          />
        </Placeholder>
      )}
    </Frame>
  );
}
