/** The signed-in user, wish lists, visitor and initial session data (spec §3). */
import { z } from 'zod';
import { count, flag, id, list, text } from '../fields';
import { MenuTypeSchema } from './enums';

export const UserSchema = z.object({
  _id: id(),
  email: text(),
  firstName: text(),
  lastName: text(),
  fullName: text(),
  phone: text(),
});
export type User = z.output<typeof UserSchema>;

/** A sign-in or sign-up answer the storefront can start a session from (spec 6, 7.1). */
export const AuthSessionSchema = z.object({ token: z.string().min(1), data: UserSchema });
export type AuthSession = z.output<typeof AuthSessionSchema>;

export const WishlistItemSchema = z.object({ slug: text(), listName: text() });
export type WishlistItem = z.output<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({
  wishlistItems: list(WishlistItemSchema),
  wishlistProductsCount: count(0),
});
export type Wishlist = z.output<typeof WishlistSchema>;

export { VisitorSchema, type Visitor } from './visitor';

export const SessionDataSchema = z.object({
  provider: text(),
  canSelectedRetailerId: id(),
  canMenuType: MenuTypeSchema.nullable().default(null),
  /** Epoch milliseconds; null when no checkout was created. */
  checkoutCreationTime: z.number().nullable().default(null),
  canAgeConsent: flag(false),
  isVisitedCustomerChoicePage: flag(false),
  /** Kept locally as canUserSelectedState; a state code. */
  canUserSelectedState: text(),
});
export type SessionData = z.output<typeof SessionDataSchema>;
