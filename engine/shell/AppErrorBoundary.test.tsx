// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { theme } from '../../ui/theme';
import { clearDiagnostics, listDiagnostics } from '../stores/diagnosticsLog';
import { AppErrorBoundary } from './AppErrorBoundary';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

/** A layout that breaks on /broken, as a bug outside every region's own boundary would. */
function Layout() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('layout bug');
  return <p>Page at {pathname}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  clearDiagnostics();
  vi.restoreAllMocks();
});

it('shows the last-resort page instead of a blank one, and the next address starts over', async () => {
  // React reports the caught error on the console; the boundary's handling is what is checked.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/broken?x=1']}>
          <AppErrorBoundary>
            <Layout />
          </AppErrorBoundary>
        </MemoryRouter>
      </ThemeProvider>,
    );
  });
  expect(container.querySelector('[role="alert"] h1')?.textContent).toBe(
    'We couldn’t show this page',
  );
  expect(container.querySelector('a[href="/broken?x=1"]')?.textContent).toBe('Reload the page');
  expect(listDiagnostics().some((entry) => entry.source === 'region:page')).toBe(true);

  const home = container.querySelector<HTMLAnchorElement>('a[href="/"]');
  expect(home?.textContent).toBe('go to the home page');
  await act(async () => home?.click());
  expect(container.textContent).toBe('Page at /');
  root.unmount();
});
