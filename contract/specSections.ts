/**
 * The titles of the spec sections the operations serve, as the product specification
 * (../shared/spec/storefront-spec.md) heads them: the documents name a section with its title.
 */
import type { SpecSection } from './operation';

export const SPEC_SECTION_TITLES: Partial<Record<SpecSection, string>> = {
  '1': 'What the product does and for whom',
  '2.1': 'Route list',
  '2.15': 'Deals: deal cards, today’s deals, links',
  '3': 'Entities and their fields',
  '4.11': 'Abandoned-cart e-mail',
  '7.2': 'Closest store search',
  '7.3': 'Product filter',
  '7.4': 'CMS search page configuration',
  '7.5': 'Popup campaigns',
  '7.6': 'Abandoned cart',
  '7.7': 'Checkout creation',
  '7.8': 'Other calls',
};

/** "spec 7.3 (Product filter)". */
export function specSectionName(section: SpecSection): string {
  const title = SPEC_SECTION_TITLES[section];
  if (title === undefined) throw new Error(`contract/specSections.ts: no title for ${section}`);
  return `spec ${section} (${title})`;
}
