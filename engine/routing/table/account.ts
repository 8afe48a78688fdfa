import { p } from '../pageNames';
import type { RouteDef } from '../types';
import { C, CMS, PERSONAL, r } from './row';

/** The shopper's own pages: account, orders, lists and notifications (RouteDef.caching). */
const personalRoutes: readonly RouteDef[] = [
  r('menuProfile', '/menu-profile', p.account, 'Profile Menu', CMS),
  r('profile', '/profile', p.account, 'Profile', C),
  r('account', '/account', p.account, 'Your Account', C),
  r('accountNew', '/account-new', p.account, 'Your Account', C),
  r('loginAndSecurity', '/account/login-and-security', p.account, 'Login & Security', C),
  r(
    'requestInformation',
    '/account/request-your-information',
    p.account,
    'Request Your Information',
    C,
  ),
  r('closeAccount', '/account/close-your-account', p.account, 'Close Your Account', C),
  r('yourOrder', '/your-order', p.account, 'Your Orders', C),
  r('buyAgain', '/buy-again', p.account, 'Buy Again', C),
  r('notification', '/notification', p.notifications, 'Notifications', C),
  r('notificationSettings', '/notification-settings', p.notifications, 'Notification Settings', C),
  r('permissionSettings', '/permission-settings', p.notifications, 'Permission Settings', CMS),
  r('dealsAlert', '/deals-alert', p.notifications, 'Deals Alert', CMS),
  r('yourList', '/your-list', p.lists, 'Your List', C, {
    breadcrumb: 'Your List',
  }),
  r('myWishlist', '/your-list/my-wishlist', p.lists, 'My Wishlist', C),
  r('yourListDetails', '/your-list/:slug', p.lists, 'Your List', C),
  r('saveForLater', '/save-for-later', p.lists, 'Saved for Later', C),
  r('keepShoppingFor', '/keep-shopping-for', p.lists, 'Keep Shopping For', C),
];

/** Sign-in, account, order, list and notification routes of spec 2.1. */
export const accountRoutes: readonly RouteDef[] = [
  // The same for every guest: the forms.
  r('signIn', '/sign-in', p.auth, 'Sign In', CMS),
  r('signUp', '/sign-up', p.auth, 'Sign Up', CMS),
  r('customerChoice', '/customer-choice', p.auth, 'Customer Choice', CMS),
  ...personalRoutes.map((route) => ({ ...route, ...PERSONAL })),
];
