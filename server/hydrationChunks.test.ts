import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_NAMES } from '../engine/routing/pageNames';
import {
  HTTP_MOCKED_MODE_MODULE,
  PATH_HEADER_MODULE,
  ROUTE_DESCRIPTIONS_MODULE,
  STORE_HOURS_MODULE,
  hydrationChunkNamer,
  hydrationModules,
  pageModule,
} from './hydrationChunks';

const root = path.resolve(import.meta.dirname, '..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
const defaults = { shopPath: null, careerVersion: null };
const firstVisit = { storeChosen: false };

describe('hydrationModules', () => {
  it('names the product page, the route descriptions and the path header for a product', () => {
    expect(hydrationModules('/product/blue-dream', defaults, firstVisit)).toEqual([
      'engine/pages/ProductPage.tsx',
      ROUTE_DESCRIPTIONS_MODULE,
      PATH_HEADER_MODULE,
    ]);
  });

  it('names the home page alone for the home: it loads no descriptions and shows the CMS header', () => {
    expect(hydrationModules('/', defaults, firstVisit)).toEqual(['engine/pages/HomePage.tsx']);
  });

  it('follows the site’s shop path', () => {
    expect(
      hydrationModules('/menu-shop', { ...defaults, shopPath: 'menu-shop' }, firstVisit),
    ).toContain('engine/pages/ShopPage.tsx');
    expect(hydrationModules('/shop', defaults, firstVisit)).toContain('engine/pages/ShopPage.tsx');
  });

  it('names the store-hours reader when a store is chosen (its hours are on the page)', () => {
    expect(hydrationModules('/', defaults, { storeChosen: true })).toEqual([
      'engine/pages/HomePage.tsx',
      STORE_HOURS_MODULE,
    ]);
  });

  it('names the not-found page for a path no route takes', () => {
    expect(hydrationModules('/no/such/page/here', defaults, firstVisit)).toContain(
      'engine/pages/NotFoundPage.tsx',
    );
  });
});

// The names are the files the browser's loaders import: a renamed file must fail here, not
// quietly stop naming the page's chunks.
describe('the modules named are the ones the browser imports', () => {
  it('each page name is the module pageLoaders imports for it', () => {
    const loaders = source('engine/pages/pageLoaders.ts');
    for (const page of PAGE_NAMES) {
      const imported = new RegExp(`\\b${page}: [^\\n]*import\\('\\./(\\w+)'\\)`).exec(loaders)?.[1];
      expect(pageModule(page), page).toBe(`engine/pages/${imported}.tsx`);
      expect(existsSync(path.join(root, pageModule(page))), page).toBe(true);
    }
  });

  it.each([
    [ROUTE_DESCRIPTIONS_MODULE, 'engine/routing/routeDescription.ts'],
    [PATH_HEADER_MODULE, 'engine/shell/PathHeaderPart.tsx'],
    [HTTP_MOCKED_MODE_MODULE, 'engine/app/bootstrap.tsx'],
    [STORE_HOURS_MODULE, 'engine/viewmodels/storeSelection/storeHoursLoader.ts'],
  ])('%s is what %s imports', (module, importer) => {
    const specifier = path
      .relative(path.dirname(path.join(root, importer)), path.join(root, module))
      .replace(/\.tsx?$/, '');
    const relative = specifier.startsWith('.') ? specifier : `./${specifier}`;
    expect(source(importer)).toContain(`import('${relative}')`);
    expect(existsSync(path.join(root, module))).toBe(true);
  });
});

describe('hydrationChunkNamer', () => {
  const manifests = {
    manifest: {
      'index.html': { file: 'assets/index-a.js', imports: ['_shell-b.js'] },
      '_shell-b.js': { file: 'assets/shell-b.js', imports: ['_framework-c.js'] },
      '_framework-c.js': { file: 'assets/framework-c.js' },
      'engine/pages/ProductPage.tsx': {
        file: 'assets/product-d.js',
        imports: ['_framework-c.js', '_cards-e.js', '_shell-b.js'],
      },
      '_cards-e.js': { file: 'assets/cards-e.js', imports: ['_icons-f.js'] },
      '_icons-f.js': { file: 'assets/icons-f.js' },
      '_home-g.js': { file: 'assets/home-g.js', imports: ['_cards-e.js'] },
    },
    ssrManifest: {
      'engine/pages/ProductPage.tsx': ['/assets/product-d.js', '/assets/product-d.css'],
      // Grouped into a shared chunk: only the SSR manifest knows where the module went.
      'engine/pages/HomePage.tsx': ['/assets/home-g.js'],
    },
  };

  it('gives the module’s chunk and its static imports all the way, less the entry’s', () => {
    expect(hydrationChunkNamer(manifests)(['engine/pages/ProductPage.tsx'])).toEqual([
      '/assets/product-d.js',
      '/assets/cards-e.js',
      '/assets/icons-f.js',
    ]);
  });

  it('names a shared chunk once, and finds modules grouped into another chunk', () => {
    expect(
      hydrationChunkNamer(manifests)(['engine/pages/ProductPage.tsx', 'engine/pages/HomePage.tsx']),
    ).toEqual([
      '/assets/product-d.js',
      '/assets/cards-e.js',
      '/assets/icons-f.js',
      '/assets/home-g.js',
    ]);
  });

  it('reports a module the build does not have, and names the rest', () => {
    const unknown = vi.fn();
    expect(
      hydrationChunkNamer(manifests)(
        ['engine/pages/GonePage.tsx', 'engine/pages/HomePage.tsx'],
        unknown,
      ),
    ).toEqual(['/assets/home-g.js', '/assets/cards-e.js', '/assets/icons-f.js']);
    expect(unknown).toHaveBeenCalledWith('engine/pages/GonePage.tsx');
  });
});
