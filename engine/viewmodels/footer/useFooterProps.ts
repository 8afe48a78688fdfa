import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { FooterProps } from '../../../variants/footers/types';
import { useCategories, useRetailers, useSpecials } from '../../api/hooks';
import { useProviderProfile } from '../../providers/useProviderProfile';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { listDiagnostics, reportDiagnostic } from '../../stores/diagnosticsLog';
import { setDefaultHomePage } from '../../stores/storeContext';
import { useStores } from '../../stores/StoresProvider';
import { footerContrastDiagnostics } from './footerContrast';
import { useSanitizedHtml } from '../richText/useSanitizedHtml';
import { footerDataFrom } from './footerData';
import { useFooterHeadingsLoading } from './footerHeadingsLoading';

/** The footer view-model: settings, catalogue and provider profile in; FooterProps out. */
export function useFooterProps(): FooterProps {
  const settings = {
    complianceNoticesCms: useSiteSettings('complianceNoticesCms'),
    footerCms: useSiteSettings('footerCms'),
    generalSettingsComponentUiData: useSiteSettings('generalSettingsComponentUiData'),
    headerWidgetCmsData: useSiteSettings('headerWidgetCmsData'),
    quickLinks: useSiteSettings('quickLinks'),
    socialLinksCms: useSiteSettings('socialLinksCms'),
    todaysDealsCmsData: useSiteSettings('todaysDealsCmsData'),
  };
  const stores = useStores();
  const { retailerId } = useSnapshot(stores.storeContext);
  const profile = useProviderProfile();
  const categories = useCategories();
  const specials = useSpecials(retailerId);
  const retailers = useRetailers();
  const sanitizedSubtextHtml = useSanitizedHtml(settings.footerCms.subtext);
  const headingsLoading = useFooterHeadingsLoading();

  const data = footerDataFrom({
    settings,
    categories: categories.data?.items ?? [],
    specials: specials.data?.items ?? [],
    retailers: retailers.data?.items ?? [],
    hidesStoreDirectoryLinks: profile.hidesStoreDirectoryLinks,
    showsFooterStoreCarousel: profile.showsFooterStoreCarousel,
    headingsLoading,
    year: new Date().getFullYear(),
    sanitizedSubtextHtml,
  });
  useContrastDiagnostics(data.colors);

  return {
    ...data,
    // Spec 2.15: following a deal resets the default-home-page flag like any navigation click.
    onDealSelect: () => setDefaultHomePage(stores.storeContext, false),
  };
}

/**
 * CMS colours that fail contrast go to the diagnostics log (the preview lists them). Each is
 * reported once per page life, however often the footer re-renders or remounts.
 */
function useContrastDiagnostics({ background, font, hover, active }: FooterProps['colors']) {
  useEffect(() => {
    const logged = new Set(listDiagnostics().map((entry) => JSON.stringify(entry)));
    for (const diagnostic of footerContrastDiagnostics({ background, font, hover, active })) {
      if (!logged.has(JSON.stringify(diagnostic))) reportDiagnostic(diagnostic);
    }
  }, [background, font, hover, active]);
}
