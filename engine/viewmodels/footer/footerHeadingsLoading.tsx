import { createContext, useContext, useEffect, useState } from 'react';

/** Spec §9: footer headings show skeletons for the first 1500 ms. */
export const FOOTER_HEADING_SKELETON_MS = 1500;

const HeadingSkeletonMs = createContext(FOOTER_HEADING_SKELETON_MS);

/**
 * How long the headings stay skeletons below it. The storefront never sets it; whole-page stories
 * set 0, because their pictures are taken once the headings show and would otherwise each wait
 * out the 1.5 s (the footer's own stories keep the spec's time and check the skeleton).
 */
export const FooterHeadingSkeletonMs = HeadingSkeletonMs.Provider;

/** True for the footer headings' skeleton time after the footer mounts. */
export function useFooterHeadingsLoading(): boolean {
  const skeletonMs = useContext(HeadingSkeletonMs);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), skeletonMs);
    return () => clearTimeout(timer);
  }, [skeletonMs]);
  return loading;
}
