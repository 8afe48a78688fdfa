import styled from 'styled-components';
import { mobileHeaderFor } from '../routing/mobileHeader';
import { normaliseShopPath } from '../routing/shopPath';
import type { MobileHeaderKind } from '../routing/types';
import { preloadableLazy, preloadVariant } from '../registry/preloadable';

/**
 * The mobile path header (spec 2.5), a chunk of its own: the home shows the CMS header at every
 * width, so a first visit to it never needs this code. Hydrating another page fetches it first
 * (preloadPathHeader), so the server's header is hydrated, not replaced.
 */
export const MobilePathHeader = preloadableLazy(() =>
  import('../../variants/mobile-headers/MobilePathHeader').then((module) => ({
    default: module.MobilePathHeader,
  })),
);

/** The kinds the path header draws; 'cms' and 'none' show no path header. */
export function showsPathHeader(
  kind: MobileHeaderKind,
): kind is Exclude<MobileHeaderKind, 'cms' | 'none'> {
  return kind === 'compactSearch' || kind === 'title' || kind === 'product';
}

/** Fetches the path header's code when the page at `pathname` shows one. */
export function preloadPathHeader(
  pathname: string,
  shopPath: string | null | undefined,
): Promise<unknown> {
  const kind = mobileHeaderFor(pathname, { shopPath: normaliseShopPath(shopPath) });
  return showsPathHeader(kind) ? preloadVariant(MobilePathHeader) : Promise.resolve();
}

/** Holds the bar's 56 px while its code arrives on a client navigation (busy: on its way). */
export const PathHeaderSkeleton = styled.div.attrs({ 'aria-hidden': true, 'aria-busy': true })`
  box-sizing: border-box;
  height: 56px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;
