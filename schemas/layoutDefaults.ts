/**
 * The family defaults, apart from layout.ts: the shell reads only these, and layout.ts's flag
 * reading (with the variant lists it walks) is for lazily loaded code (the site schema, the studio).
 */
import type { Layout } from './layoutVariants';

export const LAYOUT_DEFAULTS: Layout = {
  header: 'one',
  menu: 'one',
  retailerSelector: 'two',
  footer: 'one',
  stickyFooter: 'one',
  dealCard: 'five',
};
