/**
 * The family defaults, apart from layout.ts: the shell reads only these, and layout.ts's variant
 * lists and flag reading are for lazily loaded code (the site schema, the studio).
 */
import type { Layout } from './layout';

export const LAYOUT_DEFAULTS: Layout = {
  header: 'one',
  menu: 'one',
  retailerSelector: 'two',
  footer: 'one',
  stickyFooter: 'one',
  dealCard: 'five',
};
