import type { Potency } from '../../schemas';

/** THC per package, mg, where the lab reports it per package (edibles, tinctures); else null. */
export function packageThcMg(potency: Potency | null): number | null {
  if (potency === null || potency.unit !== 'MILLIGRAMS') return null;
  // Total THC: THC itself when the lab gives no THCa (productScience.ts).
  return potency.totalThc;
}
