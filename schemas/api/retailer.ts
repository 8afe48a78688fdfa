/** Retailers (stores), spec §3 Retailer, 2.11, 4.10. */
import { z } from 'zod';
import { flag, id, list, maybeText, text } from '../fields';
import { MenuTypeSchema } from './enums';

export const AddressSchema = z
  .object({
    line1: text(),
    city: text(),
    /** A state code, e.g. "MI". */
    state: text(),
    postalCode: text(),
  })
  .prefault({});
export type Address = z.output<typeof AddressSchema>;

export const DayHoursSchema = z.object({
  day: text(),
  active: flag(false),
  start: text(),
  end: text(),
});
export type DayHours = z.output<typeof DayHoursSchema>;

export const SpecialHoursSchema = z.object({
  active: flag(false),
  start: text(),
  end: text(),
  name: text(),
  specialDateRangeCheckStatus: flag(false),
  /** The special hours' date range ("2025-12-24"); when both are sent the app checks the range
   * against its own clock, since specialDateRangeCheckStatus is only true when it was fetched. */
  startDate: text(),
  endDate: text(),
});
export type SpecialHours = z.output<typeof SpecialHoursSchema>;

export const RetailerSchema = z.object({
  id: id(),
  _id: id(),
  retailerId: id(),
  name: text(),
  retailerName: text(),
  address: text(),
  addressObject: AddressSchema,
  /** May arrive as the string "null"; the store card hides it then (spec 2.11). */
  contactNumber: maybeText(),
  retailerPhoneNumber: maybeText(),
  urlSlug: text(),
  /** Coordinates place the store on the store pages' map panel; null when the server omits them. */
  locationDetail: z
    .object({
      distance: z.number().nullable().default(null),
      latitude: z.number().nullable().default(null),
      longitude: z.number().nullable().default(null),
    })
    .prefault({}),
  menuTypes: list(MenuTypeSchema),
  /** pickup holds one entry per weekday, Sunday to Saturday (WEEKDAYS order). */
  hours: z.object({ pickup: list(DayHoursSchema) }).prefault({}),
  /** null when the store has no special hours. */
  specialHours: SpecialHoursSchema.nullable().default(null),
});
export type Retailer = z.output<typeof RetailerSchema>;
