// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PageAnnouncer, TITLE_QUIET_MS, TITLE_WAIT_MS } from './PageAnnouncer';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

beforeEach(() => {
  document.title = 'Shop | Greenleaf Market';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

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
