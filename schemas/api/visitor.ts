/** The popup visitor (spec 7.5), in zod/mini: a first visit registers one (schemas/popupReaders.ts). */
import * as z from 'zod/mini';
import { id } from '../fields';

/** Kept in local storage as "visitor"; an empty _id means not registered yet. */
export const VisitorSchema = z.object({ _id: id() });
export type Visitor = z.output<typeof VisitorSchema>;
