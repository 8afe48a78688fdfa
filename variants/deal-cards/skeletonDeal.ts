import type { DealCardDeal } from './types';

/** What a skeleton card is given: a loading card ignores its deal, but the props need one. */
export const SKELETON_DEAL: DealCardDeal = {
  name: '',
  description: null,
  image: { src: '', alt: '' },
  href: '',
  buttonLabel: 'Shop now',
};
