import { preload } from 'react-dom';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interMedium from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import interSemibold from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

/**
 * The Inter files the first screen draws with, preloaded so the text does not swap late (issue
 * 13 item 4). The home page's first screen uses all four weights (body, labels, headers and
 * prices, headings): unpreloaded, the browser finds 500 and 700 only while laying out and asks
 * for them at the highest priority, ahead of the hero picture. Same hashed files as
 * @fontsource's CSS: Vite names an asset by its content.
 */
export const PRELOADED_FONTS: readonly string[] = [
  interRegular,
  interMedium,
  interSemibold,
  interBold,
];

/** Asks for the fonts during render: React puts the links in the server's <head> (and dedupes). */
export function preloadFonts(): void {
  for (const href of PRELOADED_FONTS) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
