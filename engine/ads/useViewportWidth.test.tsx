// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useViewportWidth } from './useViewportWidth';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function Width() {
  const width = useViewportWidth();
  return <output>{width === null ? 'unknown' : String(width)}</output>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('is unknown on the server', () => {
  expect(renderToString(<Width />)).toBe('<output>unknown</output>');
});

it("reads the window's width once mounted and follows a resize", async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  Reflect.set(window, 'innerWidth', 1280);
  await act(async () => root.render(<Width />));
  expect(container.textContent).toBe('1280');
  Reflect.set(window, 'innerWidth', 375);
  await act(async () => window.dispatchEvent(new Event('resize')));
  expect(container.textContent).toBe('375');
  act(() => root.unmount());
});
