// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../schemas';
import { useSettingsFailure } from './useSettingsFailure';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

function render(error: Error | null) {
  const seen: ReturnType<typeof useSettingsFailure>[] = [];
  function Probe() {
    seen.push(useSettingsFailure(error));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { seen, root };
}

it('is nothing while the settings load has not failed', () => {
  const { seen } = render(null);
  expect(seen.at(-1)).toBeNull();
});

it('brings the spec defaults and says why once a load fails', async () => {
  const { seen } = render(new Error('Request timed out'));
  // The defaults arrive with their own module: nothing is claimed before they are there.
  expect(seen[0]).toBeNull();
  await vi.waitFor(() => expect(seen.at(-1)).not.toBeNull());
  expect(seen.at(-1)).toEqual({
    config: DEFAULT_SITE_CONFIG,
    diagnostic: {
      source: 'site configuration',
      path: '(request)',
      problem: 'could not load the CMS settings: Request timed out',
      used: 'defaults',
    },
  });
});
