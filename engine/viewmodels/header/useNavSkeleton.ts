import { useEffect, useState } from 'react';

/** Spec 4.4/§9: after a store switch the navigation shows skeletons for 3000 ms, or until the
 * new store's data has arrived, whichever is first. */
export const NAV_SKELETON_MS = 3000;

export function useNavSkeleton(
  retailerId: string,
  previousRetailerId: string,
  dataReady: boolean,
): boolean {
  const switched = previousRetailerId !== '' && previousRetailerId !== retailerId;
  // The retailer whose 3 s have run out; a later switch to another id shows skeletons again.
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!switched) return;
    const timer = setTimeout(() => setExpiredFor(retailerId), NAV_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [switched, retailerId]);
  return switched && expiredFor !== retailerId && !dataReady;
}
