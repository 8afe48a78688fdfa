import { HydrateOnView } from '../hydration/HydrateOnView';
import { preloadableLazy, preloadVariant } from '../registry/preloadable';
import { useLayoutChoice } from '../site/SiteConfigProvider';

/** The footer's view-model and slot, fetched with its design when the footer nears the view. */
const loadSlot = () => import('./FooterSlot');
const FooterSlot = preloadableLazy(() => loadSlot().then((slot) => ({ default: slot.FooterSlot })));

/** Spec 2.16's footer: below the fold on every page, so its code waits until it is needed. */
export function FooterRegion() {
  const footerChoice = useLayoutChoice('footer');
  // The design is fetched as soon as the slot's chunk, which names the designs, arrives.
  const load = () =>
    Promise.all([
      preloadVariant(FooterSlot),
      loadSlot().then((slot) => slot.preloadFooterDesign(footerChoice)),
    ]);
  return (
    <HydrateOnView load={load} fallback={null}>
      <FooterSlot />
    </HydrateOnView>
  );
}
