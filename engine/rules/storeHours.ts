/**
 * Store hours (spec 4.10) and "is the store open for pickup" (2.11 closed notice). Pure: the
 * caller passes `now`, so tests never read the real clock.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { DayHours, Retailer, SpecialHours } from '../../schemas';
import { WEEKDAYS } from '../../schemas/constants';

dayjs.extend(customParseFormat);

export type StoreHoursInput = Pick<Retailer, 'hours' | 'specialHours'>;

const TIME_FORMATS = ['h:mm A', 'h:mmA', 'h A', 'hA', 'H:mm', 'HH:mm', 'HH:mm:ss'];
const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY'];

/** Pickup entries by weekday index (0 = Sunday): a day named by `day`, else by its position. */
function pickupByWeekday(retailer: StoreHoursInput): Map<number, DayHours> {
  const byDay = new Map<number, DayHours>();
  retailer.hours.pickup.forEach((entry, position) => {
    const named = WEEKDAYS.findIndex((day) => day.toLowerCase() === entry.day.trim().toLowerCase());
    const index = named === -1 ? position : named;
    if (index < WEEKDAYS.length && !byDay.has(index)) byDay.set(index, entry);
  });
  return byDay;
}

/** A server may send an empty special-hours object instead of null: that is no special hours. */
function presentSpecial(retailer: StoreHoursInput): SpecialHours | null {
  const special = retailer.specialHours;
  if (special === null) return null;
  const fields = [special.name, special.start, special.end, special.startDate, special.endDate];
  return fields.some((field) => field.trim() !== '') ? special : null;
}

/** A calendar date ("2025-12-24", "12/24/2025") or an ISO timestamp; null when unreadable. */
function parseDate(value: string): Dayjs | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const strict = dayjs(trimmed, DATE_FORMATS, true);
  if (strict.isValid()) return strict;
  const iso = dayjs(trimmed);
  return /^\d{4}-\d{2}-\d{2}T/.test(trimmed) && iso.isValid() ? iso : null;
}

/**
 * Whether `now` falls within the special hours' dates (both days included). With no dates the
 * server's specialDateRangeCheckStatus decides, as the spec's Retailer fields describe.
 */
export function specialHoursInRange(special: SpecialHours, now: Dayjs): boolean {
  const start = parseDate(special.startDate);
  const end = parseDate(special.endDate);
  if (start === null || end === null) return special.specialDateRangeCheckStatus;
  return !now.isBefore(start.startOf('day')) && !now.isAfter(end.endOf('day'));
}

/**
 * Spec 4.10. Special hours come first, since they replace the weekly schedule: active and in
 * range → "{start} - {end}"; present but out of range → "Closed | Special Hours: {name}". Then
 * the weekly pickup days, Sunday to Saturday: all seven → "Open Monday to Sunday", several →
 * "Open {first} to {last}", one → "Open on {day}", none → "Closed".
 */
export function pickupHoursText(retailer: StoreHoursInput, now: Dayjs): string {
  const special = presentSpecial(retailer);
  if (special !== null) {
    const inRange = specialHoursInRange(special, now);
    if (special.active && inRange) return `${special.start} - ${special.end}`;
    if (!inRange) return `Closed | Special Hours: ${special.name}`;
  }
  const days = [...pickupByWeekday(retailer)]
    .filter(([, entry]) => entry.active)
    .map(([index]) => index)
    .sort((a, b) => a - b);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return 'Closed';
  if (days.length === WEEKDAYS.length) return 'Open Monday to Sunday';
  if (days.length === 1) return `Open on ${WEEKDAYS[first]}`;
  return `Open ${WEEKDAYS[first]} to ${WEEKDAYS[last]}`;
}

/** Minutes after midnight of a time like "9:00 AM" or "21:00"; null when unreadable. */
function minutesOf(value: string): number | null {
  const parsed = dayjs(value.trim().toUpperCase(), TIME_FORMATS, true);
  return parsed.isValid() ? parsed.hour() * 60 + parsed.minute() : null;
}

/**
 * Whether `now` is inside start–end. Unreadable times do not close a store the schedule says is
 * open; an end at or before the start runs past midnight ("6:00 PM - 2:00 AM").
 */
function withinTimes(start: string, end: string, now: Dayjs): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null) return true;
  const at = now.hour() * 60 + now.minute();
  return to > from ? at >= from && at < to : at >= from || at < to;
}

/**
 * Whether the store takes pickup orders at `now`: the special hours when they apply (out of
 * range means closed, as its 4.10 text says), otherwise today's pickup entry and times.
 */
export function isOpenForPickup(retailer: StoreHoursInput, now: Dayjs): boolean {
  const special = presentSpecial(retailer);
  if (special !== null) {
    const inRange = specialHoursInRange(special, now);
    if (special.active && inRange) return withinTimes(special.start, special.end, now);
    if (!inRange) return false;
  }
  const entry = pickupByWeekday(retailer).get(now.day());
  return entry !== undefined && entry.active && withinTimes(entry.start, entry.end, now);
}

export type OpeningHours = { day: (typeof WEEKDAYS)[number]; opens: string; closes: string };

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The weekly pickup schedule as 24-hour times ("09:00"–"21:00"), Sunday to Saturday, for
 * structured data: days that are closed or whose times cannot be read are left out.
 */
export function weeklyOpeningHours(retailer: StoreHoursInput): OpeningHours[] {
  const byDay = pickupByWeekday(retailer);
  return WEEKDAYS.flatMap((day, index) => {
    const entry = byDay.get(index);
    if (entry === undefined || !entry.active) return [];
    const opens = minutesOf(entry.start);
    const closes = minutesOf(entry.end);
    return opens === null || closes === null
      ? []
      : [{ day, opens: clock(opens), closes: clock(closes) }];
  });
}
