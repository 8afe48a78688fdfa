import { Monogram } from './Monogram';

/**
 * An entry's picture, or its monogram when the CMS gives none. Decorative either way: the entry's
 * name is written beside it.
 */
export function Picture({ src, name }: { src: string | null; name: string }) {
  return src ? <img src={src} alt="" /> : <Monogram name={name} />;
}
