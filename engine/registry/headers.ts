import type { HeaderVariant } from '../../schemas';
import type { HeaderProps } from '../../variants/headers/types';
import type { VariantRegistry } from './types';
import { preloadableLazy } from './preloadable';

const HeaderOne = preloadableLazy(() => import('../../variants/headers/HeaderOne'));
const HeaderTwo = preloadableLazy(() => import('../../variants/headers/HeaderTwo'));
const HeaderThree = preloadableLazy(() => import('../../variants/headers/HeaderThree'));
const HeaderFour = preloadableLazy(() => import('../../variants/headers/HeaderFour'));
const HeaderFive = preloadableLazy(() => import('../../variants/headers/HeaderFive'));
const HeaderSix = preloadableLazy(() => import('../../variants/headers/HeaderSix'));
const HeaderSeven = preloadableLazy(() => import('../../variants/headers/HeaderSeven'));
const HeaderEight = preloadableLazy(() => import('../../variants/headers/HeaderEight'));

/** Header versions One–Eight (headerFooterSettings.isHeaderOne…Eight); each is its own chunk. */
export const headerRegistry = {
  one: HeaderOne,
  two: HeaderTwo,
  three: HeaderThree,
  four: HeaderFour,
  five: HeaderFive,
  six: HeaderSix,
  seven: HeaderSeven,
  eight: HeaderEight,
} satisfies VariantRegistry<HeaderVariant, HeaderProps>;
