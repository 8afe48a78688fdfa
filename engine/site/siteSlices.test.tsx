// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { parseSiteConfig, type SiteConfig } from '../../schemas';
import { SiteConfigProvider } from './SiteConfigProvider';
import { useLayoutChoice, useSiteSettings } from './siteSlices';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

afterEach(() => {
  document.body.innerHTML = '';
});

it('re-renders a reader when its group or choice changes, and only then', () => {
  const renders = { appSettings: 0, header: 0 };
  function ShopPath() {
    renders.appSettings += 1;
    return <p>{useSiteSettings('appSettings').shopPath ?? 'no shop path'}</p>;
  }
  function Header() {
    renders.header += 1;
    return <p>header {useLayoutChoice('header')}</p>;
  }
  const start = parseSiteConfig({}).config;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // The children are created once, as SiteLoader passes them: only a context can reach them.
  const view = (
    <>
      <ShopPath />
      <Header />
    </>
  );
  const showShared = (config: SiteConfig) =>
    act(() => root.render(<SiteConfigProvider config={config}>{view}</SiteConfigProvider>));

  showShared(start);
  expect(renders).toEqual({ appSettings: 1, header: 1 });
  expect(container.textContent).toContain('header one');

  // Another header: the same appSettings object (as the settings query shares unchanged parts).
  const headerFive: SiteConfig = {
    settings: start.settings,
    layout: { ...start.layout, header: 'five' },
  };
  showShared(headerFive);
  expect(renders).toEqual({ appSettings: 1, header: 2 });
  expect(container.textContent).toContain('header five');

  const otherShop: SiteConfig = {
    settings: {
      ...start.settings,
      appSettings: { ...start.settings.appSettings, shopPath: 'menu' },
    },
    layout: headerFive.layout,
  };
  showShared(otherShop);
  expect(renders).toEqual({ appSettings: 2, header: 2 });
  expect(container.textContent).toContain('menu');

  act(() => root.unmount());
});

it('says so when a part reads the configuration outside SiteConfigProvider', () => {
  function Reader() {
    return <p>{useLayoutChoice('footer')}</p>;
  }
  const root = createRoot(document.createElement('div'));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => act(() => root.render(<Reader />))).toThrow(
    'footer is read outside SiteConfigProvider',
  );
  logged.mockRestore();
});
