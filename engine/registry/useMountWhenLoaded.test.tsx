// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable';
import { useMountWhenLoaded } from './useMountWhenLoaded';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

type Module = { default: () => React.JSX.Element };

/** A module download the test finishes by hand. */
function download(text: string) {
  let finish: (failed?: boolean) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        finish = (failed = false) =>
          failed ? reject(new Error('offline')) : resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { load, finish: (failed?: boolean) => finish(failed) };
}

const fallbacks = vi.fn();
function Fallback() {
  fallbacks();
  return <i>loading</i>;
}

function Slot({ open, parts }: { open: boolean; parts: ReturnType<typeof preloadableLazy>[] }) {
  if (!useMountWhenLoaded(open, parts)) return null;
  return (
    <Suspense fallback={<Fallback />}>
      {parts.map((Part, index) => (
        <Part key={index} />
      ))}
    </Suspense>
  );
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  fallbacks.mockClear();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

it('fetches nothing until wanted, then mounts every part in one pass, without a fallback', async () => {
  const drawer = download('drawer');
  const variant = download('variant');
  const parts = [preloadableLazy(drawer.load), preloadableLazy(variant.load)];
  await act(async () => root.render(<Slot open={false} parts={parts} />));
  expect(drawer.load).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe('');

  await act(async () => root.render(<Slot open parts={parts} />));
  expect(drawer.load).toHaveBeenCalledTimes(1);
  expect(variant.load).toHaveBeenCalledTimes(1);
  await act(async () => drawer.finish());
  expect(container.innerHTML).toBe('');

  await act(async () => variant.finish());
  expect(container.innerHTML).toBe('<p>drawer</p><p>variant</p>');
  // A fallback shown first would hold the reveal for React's throttle (up to 300 ms).
  expect(fallbacks).not.toHaveBeenCalled();
});

it('stays mounted once closed, and re-renders do not download again', async () => {
  const drawer = download('drawer');
  const parts = [preloadableLazy(drawer.load)];
  await act(async () => root.render(<Slot open parts={parts} />));
  await act(async () => root.render(<Slot open parts={[...parts]} />));
  await act(async () => drawer.finish());
  await act(async () => root.render(<Slot open={false} parts={parts} />));
  expect(container.innerHTML).toBe('<p>drawer</p>');
  expect(drawer.load).toHaveBeenCalledTimes(1);
});

it('mounts after a failed download, so the part tries again instead of a dead button', async () => {
  const first = download('drawer');
  const again = download('drawer');
  const load = vi.fn<() => Promise<Module>>().mockImplementationOnce(first.load);
  load.mockImplementation(again.load);
  const parts = [preloadableLazy(load)];
  await act(async () => root.render(<Slot open parts={parts} />));
  await act(async () => first.finish(true));
  expect(load).toHaveBeenCalledTimes(2);
  expect(container.textContent).toBe('loading');
  await act(async () => again.finish());
  expect(container.innerHTML).toBe('<p>drawer</p>');
});
