import type { HomeSectionOf } from '../../../schemas';
import type { HeroBannerProps } from '../../../variants/home-sections/types';
import { safeHref } from '../../rules/navLinks';

/**
 * The hero's slides from its settings. A button needs both a text and a link that may be
 * followed (a site path or an http(s) URL): otherwise the slide simply has none.
 */
export function heroBannerFrom(settings: HomeSectionOf<'heroBanner'>['settings']): HeroBannerProps {
  return {
    label: 'Featured',
    slides: settings.slides.map((slide) => {
      const href = safeHref(slide.buttonLink);
      const label = slide.buttonText.trim();
      return {
        image: {
          src: slide.image.trim(),
          alt: slide.imageAlt.trim(),
          width: slide.width,
          height: slide.height,
        },
        heading: slide.heading.trim(),
        text: slide.text.trim(),
        button: href !== null && label !== '' ? { href, label } : null,
      };
    }),
  };
}
