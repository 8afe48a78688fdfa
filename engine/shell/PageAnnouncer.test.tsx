// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PageAnnouncer } from './PageAnnouncer';
import { PROVISIONAL_TITLE, TITLE_QUIET_MS, TITLE_WAIT_MS } from './pageTitle';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

beforeEach(() => {
  putTitle('Shop | Greenleaf Market');
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A page's head swapping its <title> for another, as React does between a page's states. */
function putTitle(text: string, { provisional = false } = {}) {
  for (const old of document.head.querySelectorAll('title')) old.remove();
  const title = document.head.appendChild(document.createElement('title'));
  title.textContent = text;
  if (provisional) title.setAttribute(PROVISIONAL_TITLE, '');
}

function mount() {
  let navigate: NavigateFunction = () => undefined;
  function Probe() {
    navigate = useNavigate();
    return <PageAnnouncer />;
  }
  const container = document.body.appendChild(document.createElement('div'));
  act(() =>
    createRoot(container).render(
      <MemoryRouter initialEntries={['/shop']}>
        <Probe />
      </MemoryRouter>,
    ),
  );
  const said = () => container.querySelector('[role="status"]')?.textContent;
  return { go: (to: string) => act(() => void navigate(to)), said };
}

it('says nothing for the first page', () => {
  const { said } = mount();
  expect(said()).toBe('');
});

it('says the new page’s title once the page has put it in the head', async () => {
  const { go, said } = mount();
  go('/product/blue-dream');
  // The page's code is still on its way: the old title is not announced.
  expect(said()).toBe('');
  document.title = 'Blue Dream | Greenleaf Market';
  await vi.waitFor(() => expect(said()).toBe('Blue Dream | Greenleaf Market'));
});

it('says the title at once when the page came with the address', async () => {
  const { go, said } = mount();
  document.title = 'Deals | Greenleaf Market';
  go('/deals');
  await vi.waitFor(() => expect(said()).toBe('Deals | Greenleaf Market'));
});

it.each([
  [
    'says a page’s title after a while when it keeps the same one',
    '/shop/flowers',
    'Shop | Greenleaf Market',
  ],
  ['says nothing for a new query on the same page', '/shop?brand=green-harbor', ''],
])('%s', (_, to, expected) => {
  vi.useFakeTimers();
  const { go, said } = mount();
  go(to);
  act(() => vi.advanceTimersByTime(TITLE_WAIT_MS));
  expect(said()).toBe(expected);
});

it('says the name a page settles on, not the one it shows while its data loads', async () => {
  vi.useFakeTimers();
  const { go, said } = mount();
  go('/product/blue-dream');
  document.title = 'Product Details | Greenleaf Market';
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS / 2));
  document.title = 'Blue Dream | Greenleaf Market';
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS / 2));
  expect(said()).toBe('');
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS));
  expect(said()).toBe('Blue Dream | Greenleaf Market');
});

it('waits while the title only stands in for the page’s own, however long its data takes', async () => {
  vi.useFakeTimers();
  const { go, said } = mount();
  go('/product/blue-dream');
  putTitle('Product Details | Greenleaf Market', { provisional: true });
  await act(() => vi.advanceTimersByTimeAsync(TITLE_WAIT_MS - 1));
  expect(said()).toBe('');
  putTitle('Blue Dream | Greenleaf Market');
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS));
  expect(said()).toBe('Blue Dream | Greenleaf Market');
});

it('names a page still loading after the wait by what it has, then by its own title', async () => {
  vi.useFakeTimers();
  const { go, said } = mount();
  go('/product/blue-dream');
  putTitle('Product Details | Greenleaf Market', { provisional: true });
  await act(() => vi.advanceTimersByTimeAsync(TITLE_WAIT_MS));
  expect(said()).toBe('Product Details | Greenleaf Market');
  putTitle('Blue Dream | Greenleaf Market');
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS));
  expect(said()).toBe('Blue Dream | Greenleaf Market');
});

it('says a stand-in title that becomes the page’s own (an error in place of the data)', async () => {
  vi.useFakeTimers();
  const { go, said } = mount();
  go('/product/blue-dream');
  putTitle('Product Details | Greenleaf Market', { provisional: true });
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS * 2));
  putTitle('Product Details | Greenleaf Market');
  await act(() => vi.advanceTimersByTimeAsync(TITLE_QUIET_MS));
  expect(said()).toBe('Product Details | Greenleaf Market');
});
