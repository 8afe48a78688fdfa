// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ClientOnly } from './ClientOnly';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const page = () => (
  <main>
    <h1>Menu</h1>
    <ClientOnly>
      <aside>Preview toolbar</aside>
    </ClientOnly>
  </main>
);

afterEach(() => {
  document.body.innerHTML = '';
});

it('renders nothing on the server', () => {
  expect(renderToString(page())).toBe('<main><h1>Menu</h1></main>');
});

it('adds its children once the server page has hydrated, without a mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const serverHeading = container.querySelector('h1');
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, page(), { onRecoverableError: recoverable }),
  );
  expect(container.querySelector('aside')?.textContent).toBe('Preview toolbar');
  expect(container.querySelector('h1')).toBe(serverHeading);
  expect(recoverable).not.toHaveBeenCalled();
  act(() => root.unmount());
});
