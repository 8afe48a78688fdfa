import { useMemo } from 'react';
import type { HomeSectionOf } from '../../../schemas';
import type { HeroBannerProps } from '../../../variants/home-sections/types';
import { heroBannerFrom } from './heroBannerData';

export function useHeroBannerProps(
  settings: HomeSectionOf<'heroBanner'>['settings'],
): HeroBannerProps {
  return useMemo(() => heroBannerFrom(settings), [settings]);
}
