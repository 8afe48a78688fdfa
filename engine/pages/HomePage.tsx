import { preload } from 'react-dom';
import { homeSectionsFor } from '../site/homeSections';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { heroBannerFrom } from '../viewmodels/home/heroBannerData';
import { HomeSections } from './home/HomeSections';
import { organizationJsonLd } from '../seo/jsonLd';
import { homeDescription } from '../seo/headTags';
import { useSiteOrigin } from '../site/siteOrigin';
import { PageHead } from './frame/PageHead';
import * as S from './frame/page.styles';

/**
 * Home (/ and /homepage2): the sections homePageSections lists, in order, or the documented
 * default home (schemas/cms/homeSections.ts). The page's h1 is the store's name; each section
 * brings its own h2.
 */
export default function HomePage() {
  const sections = homeSectionsFor(useSiteSettings('homePageSections'));
  const { logoTitle, logo } = useSiteSettings('headerWidgetCmsData');
  const name = logoTitle.trim();
  const origin = useSiteOrigin();
  // The LCP picture is asked for with the page, before the hero's own chunk arrives.
  const [first] = sections;
  const heroImage =
    first?.type === 'heroBanner' ? heroBannerFrom(first.settings).slides[0]?.image.src : undefined;
  if (heroImage) preload(heroImage, { as: 'image', fetchPriority: 'high' });
  return (
    <S.Page data-home-page="">
      <PageHead
        title=""
        description={homeDescription(name)}
        image={heroImage ?? ''}
        jsonLd={[organizationJsonLd({ name: name || 'Home', logo }, origin)]}
      />
      <VisuallyHidden as="h1">{name || 'Welcome'}</VisuallyHidden>
      <HomeSections sections={sections} />
    </S.Page>
  );
}
