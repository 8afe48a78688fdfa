import { p } from '../pageNames';
import type { CrumbLink, RouteDef } from '../types';
import { C, CMS, N, PERSONAL, T, r } from './row';

const SUPPORT: CrumbLink = { label: 'Customer Support', href: '/customer-support' };
const STATES = ['mi', 'az', 'co', 'ar'] as const;

/** Deals, content, support, chat and store-finder routes of spec 2.1. */
export const infoRoutes: readonly RouteDef[] = [
  r('specials', '/specials', p.deals, 'Specials', C),
  r('deals', '/deals', p.deals, 'Deals', T),
  r('dealDetails', '/deals/:slug', p.deals, 'Deal', N),
  r('dealsCategory', '/deals-category', p.deals, 'Shop Deals by Category', T, {
    breadcrumb: 'Deals',
  }),
  r('dealsCategoryDetails', '/deals-category/:categorySlug', p.deals, 'Deals', T),
  r('dealsCollectionAll', '/deals-collection/category', p.deals, 'Deal Collection', N),
  r('dealsCollection', '/deals-collection/:categorySlug', p.deals, 'Deal Collection', N),
  r('about', '/about', p.content, 'About', T),
  r('blog', '/blog', p.content, 'Blog', T),
  r('blogDetails', '/blog/:slug', p.content, 'Blog Details', T, {
    breadcrumb: 'Blog Details',
  }),
  r('education', '/education', p.content, 'Education', T),
  r('educationDetails', '/education/:slug', p.content, 'Education Details', T, {
    breadcrumb: 'Education Details',
  }),
  r('faq', '/faq', p.content, 'FAQ', T, {
    breadcrumb: 'FAQ',
  }),
  r('contact', '/contact', p.content, 'Contact', T),
  r('terms', '/terms-and-conditions', p.content, 'Terms & Condition', T, {
    breadcrumb: 'Terms & Condition',
  }),
  r('privacy', '/privacy-policy', p.content, 'Privacy Policy', T),
  r('events', '/events/:eventSlug', p.content, 'Events', CMS),
  r('customerSupport', '/customer-support', p.support, 'Customer Support', T),
  r('ticketList', '/ticket-list', p.support, 'Ticket List', T, {
    breadcrumb: 'Ticket List',
    breadcrumbParent: SUPPORT,
    ...PERSONAL,
  }),
  r('createTicket', '/create-ticket', p.support, 'Create Support Ticket', T, {
    breadcrumb: 'Create Ticket',
    breadcrumbParent: SUPPORT,
    ...PERSONAL,
  }),
  r('chatWithRetailer', '/chat-with-retailer', p.support, 'Chat with Retailer', N, PERSONAL),
  r('chatWithRetailerDetails', '/chat-with-retailer/:id', p.support, 'Chat with Retailer', N, {
    stickyFooter: 'hidden',
    ...PERSONAL,
  }),
  r('findDispensary', '/find-a-dispensary', p.stores, 'Find a Dispensary', T, {
    breadcrumb: 'Find a Dispensary',
  }),
  r('storeDirectory', '/store-directory', p.stores, 'Store Directory', T, {
    breadcrumb: 'Store Directory',
  }),
  ...STATES.map((code) =>
    r(`stateDirectory-${code}`, `/${code}`, p.stores, 'Store Directory', CMS, {
      breadcrumb: 'Store Directory',
    }),
  ),
  r('storeDetails', '/store-details/:storeId', p.stores, 'Store Details', CMS, {
    breadcrumb: 'Store Details',
  }),
  r('response', '/response/:responseId', p.content, 'Response', CMS, {
    breadcrumb: 'Response',
    ...PERSONAL,
  }),
];
