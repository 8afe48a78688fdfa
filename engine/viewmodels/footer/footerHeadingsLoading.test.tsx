// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  FOOTER_HEADING_SKELETON_MS,
  FooterHeadingSkeletonMs,
  useFooterHeadingsLoading,
} from './footerHeadingsLoading';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function Headings() {
  return <p>{useFooterHeadingsLoading() ? 'skeleton' : 'headings'}</p>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

it('shows skeletons for the first 1500 ms after the footer mounts (spec §9)', () => {
  expect(FOOTER_HEADING_SKELETON_MS).toBe(1500);
  act(() => root.render(<Headings />));
  act(() => vi.advanceTimersByTime(1499));
  expect(container.textContent).toBe('skeleton');
  act(() => vi.advanceTimersByTime(1));
  expect(container.textContent).toBe('headings');
});

it('takes a shorter time from a provider (whole-page stories)', () => {
  act(() =>
    root.render(
      <FooterHeadingSkeletonMs value={0}>
        <Headings />
      </FooterHeadingSkeletonMs>,
    ),
  );
  expect(container.textContent).toBe('skeleton');
  act(() => vi.advanceTimersByTime(0));
  expect(container.textContent).toBe('headings');
});
