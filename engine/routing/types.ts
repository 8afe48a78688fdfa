import type { ComponentType } from 'react';
import type { PageName } from './pageNames';

/** Mobile header families of spec 2.5, chosen by path. */
export type MobileHeaderKind = 'compactSearch' | 'title' | 'none' | 'product' | 'cms';

/** Sticky mobile footer visibility of spec 2.10 (scroll auto-hiding is a separate, runtime concern). */
export type StickyFooterVisibility = 'shown' | 'hidden';

/** A lazily loaded page module: only the visited route group's code is downloaded. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Whether a shared cache may keep the page's server HTML (docs/operations.md, Caching): 'guest'
 * pages are the same for every guest of a store; 'personal' pages are about the shopper (their
 * cart, account, orders, tickets) and are never kept by one, whoever asks.
 */
export type PageCaching = 'guest' | 'personal';

export type CrumbLink = { label: string; href: string };

export type RouteDef = {
  /** Stable id, used by tests, analytics and the app shell. */
  id: string;
  /** react-router path pattern. */
  path: string;
  /**
   * Text that makes any path containing it this page, ahead of every pattern (spec 2.1: any path
   * containing "cart-abandonment"); no react-router pattern says "contains", so matchRoute and
   * the app's routes (engine/app/appRoutes) apply it themselves.
   */
  containing?: string;
  /** Which page module shows it (loaded lazily by engine/pages/pageLoaders.ts). */
  page: PageName;
  /** Page heading and document title. */
  title: string;
  /** Special breadcrumb label for the current page (2.7); absent = the capitalised path segment. */
  breadcrumb?: string;
  /** Crumb inserted before the current page when the path itself has no parent segment (2.7). */
  breadcrumbParent?: CrumbLink;
  mobileHeader: MobileHeaderKind;
  stickyFooter: StickyFooterVisibility;
  caching: PageCaching;
};

/** Site settings that change the route table (appSettings of spec §3). */
export type RouteOptions = {
  /** appSettings.shopPath; normalised by normaliseShopPath. */
  shopPath: string;
  /** appSettings.careerVersion; /career exists only when it is set (2.1). */
  careerVersion: string | null;
};
