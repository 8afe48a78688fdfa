import { preload } from 'react-dom';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interSemibold from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';

/**
 * The Inter files nearly every first screen draws with (body text, and the semibold of headers,
 * buttons and prices), preloaded so the text does not swap late (issue 13 item 4). The other
 * weights load on use from the @font-face rules (font-display: swap). Same hashed files as
 * @fontsource's CSS: Vite names an asset by its content.
 */
export const PRELOADED_FONTS: readonly string[] = [interRegular, interSemibold];

/** Asks for the fonts during render: React puts the links in the server's <head> (and dedupes). */
export function preloadFonts(): void {
  for (const href of PRELOADED_FONTS) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
