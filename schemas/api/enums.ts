/** Enumerations shared by API entities (spec §9 "Enumerations", 4.1, 4.3). */
import { z } from 'zod';

export const ORDER_TYPES = ['DELIVERY', 'PICKUP', 'CURBSIDE_PICKUP'] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.output<typeof OrderTypeSchema>;

export const MENU_TYPES = ['MEDICAL', 'RECREATIONAL'] as const;
export const MenuTypeSchema = z.enum(MENU_TYPES);
export type MenuType = z.output<typeof MenuTypeSchema>;
