import type { DeviceClass } from '../../schemas/analytics/events';

/** The widths where the storefront's layouts change (ui/theme breakpoints: 768, 1024). */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}
