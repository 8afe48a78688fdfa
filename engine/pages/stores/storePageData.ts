/** Pure data for the store pages (spec 2.1 store finder, directories, store details). */
import type { Retailer } from '../../../schemas';
import { WEEKDAYS } from '../../../schemas/constants';
import type { Coordinates } from '../../api/closestStore';
import { stateCodeOf, stateName } from '../../rules/storeSearch';

/** The state directory paths of spec §9, in the spec's order. */
export const STATE_DIRECTORIES = ['MI', 'AZ', 'CO', 'AR'] as const;

export type WeeklyHoursRow = { day: string; text: string; today: boolean };

/** One row per weekday, Sunday to Saturday: "9:00 AM – 9:00 PM", or "Closed" (spec §3 hours). */
export function weeklyHours(
  retailer: Pick<Retailer, 'hours'>,
  todayIndex: number,
): WeeklyHoursRow[] {
  return WEEKDAYS.map((day, index) => {
    const entry =
      retailer.hours.pickup.find((hours) => hours.day.trim().toLowerCase() === day.toLowerCase()) ??
      retailer.hours.pickup[index];
    const open = entry !== undefined && entry.active;
    const times =
      open && entry.start !== '' && entry.end !== '' ? `${entry.start} – ${entry.end}` : 'Open';
    return { day, text: open ? times : 'Closed', today: index === todayIndex };
  });
}

/** The store's position, when the server sent both coordinates. */
export function coordinatesOf(retailer: Pick<Retailer, 'locationDetail'>): Coordinates | null {
  const { latitude, longitude } = retailer.locationDetail;
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** "42.5493° N, 83.1671° W". */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lng = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lng}`;
}

export type MapPin = { id: string; label: string; x: number; y: number };

/**
 * Places the centre and the stores on a flat panel (percent of width and height), framing them all
 * with a margin. Equirectangular is plenty at city scale and needs no map tiles.
 */
export function projectPins(
  centre: Coordinates,
  places: readonly { id: string; label: string; at: Coordinates }[],
): { centre: { x: number; y: number }; pins: MapPin[] } {
  const all = [centre, ...places.map((place) => place.at)];
  const lats = all.map((p) => p.latitude);
  const lngs = all.map((p) => p.longitude);
  // At least ~0.05° of span so a lone point sits in the middle rather than at a corner.
  const latSpan = Math.max(Math.max(...lats) - Math.min(...lats), 0.05);
  const lngSpan = Math.max(Math.max(...lngs) - Math.min(...lngs), 0.05);
  const midLat = (Math.max(...lats) + Math.min(...lats)) / 2;
  const midLng = (Math.max(...lngs) + Math.min(...lngs)) / 2;
  const MARGIN = 12;
  const toPanel = ({ latitude, longitude }: Coordinates) => ({
    x: 50 + ((longitude - midLng) / lngSpan) * (100 - 2 * MARGIN),
    y: 50 - ((latitude - midLat) / latSpan) * (100 - 2 * MARGIN),
  });
  return {
    centre: toPanel(centre),
    pins: places.map((place) => ({ id: place.id, label: place.label, ...toPanel(place.at) })),
  };
}

export type DirectoryGroup<R> = { code: string; name: string; stores: R[] };

/** The directory's sections: one per state with stores, sorted by state name (or just one state). */
export function directoryGroups<R extends Pick<Retailer, 'addressObject'>>(
  retailers: readonly R[],
  onlyState: string | null,
): DirectoryGroup<R>[] {
  const byCode = new Map<string, R[]>();
  for (const retailer of retailers) {
    const code = stateCodeOf(retailer);
    if (code === '' || (onlyState !== null && code !== onlyState)) continue;
    byCode.set(code, [...(byCode.get(code) ?? []), retailer]);
  }
  return [...byCode]
    .map(([code, stores]) => ({ code, name: stateName(code), stores }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
