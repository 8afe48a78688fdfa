import { lazy } from 'react';
import type { HeaderVariant } from '../../schemas';
import type { HeaderProps } from '../../variants/headers/types';
import type { VariantRegistry } from './types';

const HeaderOne = lazy(() => import('../../variants/headers/HeaderOne'));
const HeaderTwo = lazy(() => import('../../variants/headers/HeaderTwo'));
const HeaderThree = lazy(() => import('../../variants/headers/HeaderThree'));
const HeaderFour = lazy(() => import('../../variants/headers/HeaderFour'));
const HeaderFive = lazy(() => import('../../variants/headers/HeaderFive'));
const HeaderSix = lazy(() => import('../../variants/headers/HeaderSix'));
const HeaderSeven = lazy(() => import('../../variants/headers/HeaderSeven'));
const HeaderEight = lazy(() => import('../../variants/headers/HeaderEight'));

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
