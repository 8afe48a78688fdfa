import { HydrateOnView } from '../app/HydrateOnView';
import { footerRegistry } from '../registry/footers';
import { preloadableLazy, preloadVariant } from '../registry/preloadable';
import { useLayoutChoice } from '../site/SiteConfigProvider';

/** The footer's view-model and slot, fetched with its design when the footer nears the view. */
const FooterSlot = preloadableLazy(() =>
  import('./FooterSlot').then((module) => ({ default: module.FooterSlot })),
);

/** Spec 2.16's footer: below the fold on every page, so its code waits until it is needed. */
export function FooterRegion() {
  const footerChoice = useLayoutChoice('footer');
  const load = () =>
    Promise.all([preloadVariant(FooterSlot), preloadVariant(footerRegistry[footerChoice])]);
  return (
    <HydrateOnView load={load} fallback={null}>
      <FooterSlot />
    </HydrateOnView>
  );
}
