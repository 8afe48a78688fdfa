/** The page-level drawers, sheets and bars (spec 2.9–2.12): each slot reads the overlays store
 * and renders the CMS-selected variant. One line per slot keeps this file easy to merge. */
export function OverlaySlots() {
  return <>{/* slots */}</>;
}
