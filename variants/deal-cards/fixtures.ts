/**
 * Deal card props for stories and tests, shared by all five deal card variants so the family
 * matrix can render every variant from the same data. Names, slugs and banners follow the mock
 * specials (public/images/deals/); hrefs cover the rows of the spec 2.15 target table.
 */
import type { DealCardDeal, DealCardProps } from './types';

/** Data props only: stories attach a spy for onSelect (fn()), the engine its handler. */
export type DealCardArgs = Omit<DealCardProps, 'onSelect'>;

/** Spec §3 "Deal image selection", step 3. */
export const DEFAULT_DEAL_IMAGE = '/images/deals-default-img.png';

const twentyOffFlower: DealCardDeal = {
  name: '20% Off All Flower',
  description: 'Save 20% on every eighth, quarter and half of flower, all week.',
  image: { src: '/images/deals/20-off-all-flower.svg', alt: '' },
  href: '/search/deals/20-off-all-flower',
  buttonLabel: 'Shop now',
};

const bogoPreRolls: DealCardDeal = {
  name: 'BOGO Pre Rolls Friday',
  description: null,
  image: { src: '/images/deals/bogo-pre-rolls.svg', alt: '' },
  href: '/deals-collection/category?specialSlug=bogo-pre-rolls',
  buttonLabel: 'Shop now',
};

const munchieMonday: DealCardDeal = {
  name: 'Munchie Monday: $5 Off Edibles',
  description: 'Take $5 off any edible every Monday. Gummies, chocolates and drinks included.',
  image: { src: '/images/deals/munchie-monday.svg', alt: '' },
  href: '/deals-collection/edibles?specialSlug=munchie-monday',
  buttonLabel: 'Shop Deals',
};

/** No custom or provider image configured, so the engine fell back to the default picture. */
const seniorSaturday: DealCardDeal = {
  name: 'Senior Saturday 15% Off',
  description: 'Guests 55 and over save 15% on their whole order every Saturday.',
  image: { src: DEFAULT_DEAL_IMAGE, alt: '' },
  href: '/search/deals/senior-saturday',
  buttonLabel: 'Shop now',
};

/** The CMS custom image (dealsImageSettingCMS.isCustomImage + image), a 320×200 upload. */
const customImage: DealCardDeal = {
  name: 'Weekend Bundle: 3 for $45',
  description: 'Mix and match any three eligible items for $45.',
  image: { src: '/images/misc/popup-offer.svg', alt: '' },
  href: '/search/deals/weekend-bundle',
  buttonLabel: 'Shop now',
};

/** Long enough to need the 2-line name clamp and the 3-line description clamp at any width. */
const longName: DealCardDeal = {
  name: 'Medical Patient Appreciation Week: 10% Off Storewide Plus a Free Pre Roll With Every Order Over $50',
  description:
    'Registered medical patients save 10% on everything in store and online all week long, and every order over $50 gets a free house pre roll while supplies last. Bring your state card and a valid photo ID; cannot be combined with other offers.',
  image: { src: '/images/deals/medical-patient-appreciation.svg', alt: '' },
  href: '/deals-collection/category?specialSlug=medical-patient-appreciation&brandId=north-star-botanicals',
  buttonLabel: 'Shop now',
};

const withDeal = (deal: DealCardDeal): DealCardArgs => ({ deal, loading: false });

export const dealCardArgs = {
  withDescription: withDeal(twentyOffFlower),
  /** The menu-provider banner (menuDisplayConfiguration.image), spec §3 step 1. */
  providerImage: withDeal(twentyOffFlower),
  /** The CMS custom image, spec §3 step 2. */
  customImage: withDeal(customImage),
  withoutDescription: withDeal(bogoPreRolls),
  /** Nothing configured: /images/deals-default-img.png, spec §3 step 3. */
  defaultImage: withDeal(seniorSaturday),
  longName: withDeal(longName),
  shopDealsLabel: withDeal(munchieMonday),
  loading: { deal: twentyOffFlower, loading: true },
} satisfies Record<string, DealCardArgs>;

/** Four mixed deals for grid and carousel stories (with and without descriptions). */
export const dealCardGrid: DealCardArgs[] = [
  twentyOffFlower,
  bogoPreRolls,
  munchieMonday,
  seniorSaturday,
].map(withDeal);
