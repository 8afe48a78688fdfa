// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import type { HomeSection } from '../../../schemas';
import { HomeSectionUnionSchema } from '../../../schemas/cms/homeSections';
import { theme } from '../../../ui/theme';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A fresh copy of the module each time: a lazy component, once loaded, stays loaded. */
async function draw(section: HomeSection): Promise<HTMLElement> {
  vi.resetModules();
  const { SectionSkeleton } = await import('./sectionSkeleton');
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <ThemeProvider theme={theme}>
        <SectionSkeleton section={section} />
      </ThemeProvider>,
    ),
  );
  return container;
}

/** A section of `type` with its settings' defaults. */
const sectionOf = (type: HomeSection['type']): HomeSection =>
  HomeSectionUnionSchema.parse({ type, settings: { html: '<p>About us</p>' } });

it('draws a first-screen section’s skeleton at once, from the first load’s code', async () => {
  const container = await draw(sectionOf('storeBar'));
  expect(container.querySelector('[data-home-skeleton="storeBar"]')).not.toBeNull();
});

it.each(['todaysDeals', 'brandStrip', 'richText', 'contentTeaser'] as const)(
  'holds a late %s section’s room, then draws its skeleton from a chunk of its own',
  async (type) => {
    const container = await draw(sectionOf(type));
    const reserve = container.querySelector(`[data-home-skeleton="${type}"]`);
    expect(reserve?.getAttribute('aria-busy')).toBe('true');
    expect(reserve?.childElementCount).toBe(0);

    await act(() => import('./LateSectionSkeleton'));
    const skeleton = container.querySelector(`[data-home-skeleton="${type}"]`);
    expect(skeleton).not.toBe(reserve);
    expect(skeleton?.childElementCount).toBeGreaterThan(0);
  },
);
