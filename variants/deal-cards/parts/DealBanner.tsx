import type { DealImage } from '../types';

/** The deal picture at the banners' own 600×300 size, so the browser reserves its 2:1 box. Lazy:
 * deal lists sit below the fold, and an eager picture is one more preload in the page's head. */
export function DealBanner({ image }: { image: DealImage }) {
  return (
    <img src={image.src} alt={image.alt} width="600" height="300" loading="lazy" decoding="async" />
  );
}
