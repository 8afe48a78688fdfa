// What the home route downloads from the built production server: shared by the bundle budget
// (scripts/bench.mjs) and its source-map breakdown (scripts/bundle-breakdown.mjs).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser.ts';

/** The built production server (`serverScript`, the embedded default) on `port`. */
export function startServer(port, serverScript = 'dist-server/main.js') {
  return spawn(process.execPath, [serverScript], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
}

export async function serverUp(origin) {
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the production server did not answer at ${origin}`);
}

/** Loads / of the `default` site like a shopper (hydrated, until no asset has arrived for 2 s, no
 * scrolling or other interaction) and returns the asset paths it downloaded ("assets/x-hash.js"). */
export async function homeRouteAssets(port, serverScript) {
  const server = startServer(port, serverScript);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const files = new Set();
  try {
    await serverUp(base);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let lastAsset = Date.now();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/assets/')) return;
      files.add(pathname.slice(1));
      lastAsset = Date.now();
    });
    await page.goto(`${base}/?fixture=default`, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').first().waitFor({ timeout: 15000 });
    // Hydration is time-sliced and content in view then fetches its code (HydrateOnView), so the
    // first network idle can come early: count until the page has hydrated and no asset has
    // arrived for 2 s.
    await page.waitForFunction(() => document.documentElement.dataset.interactive === '', null, {
      timeout: 15000,
    });
    for (const started = Date.now(); Date.now() - started < 20000;) {
      if (Date.now() - lastAsset > 2000) break;
      await page.waitForTimeout(250);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return [...files];
}

/** The files the manifest reaches from `key` through static imports. */
export function reach(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk.imports ?? []) reach(manifest, next, seen);
  return seen;
}

/** The embedded mock backend's roots: what a deployment with a real API never imports. */
const isMockRoot = (src) =>
  src.startsWith('engine/app/mockedMode') || src.startsWith('engine/app/httpMockedMode');

/** Files only the embedded mock backend needs (a real deployment never downloads them): those
 * its roots reach that the app cannot reach without them, through static or lazy imports. A
 * chunk both share (the zod schemas, which the app loads lazily to read API answers) counts. */
export function mockOnlyFiles(manifest) {
  const entries = Object.entries(manifest);
  const appRoot = entries.find(([src, chunk]) => chunk.isEntry && src === 'index.html');
  const appReach = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || appReach.has(key) || isMockRoot(key)) return;
    appReach.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  if (appRoot) visit(appRoot[0]);
  const appFiles = new Set([...appReach].map((key) => manifest[key].file));
  return new Set(
    entries
      .filter(([src]) => isMockRoot(src))
      .flatMap(([key]) => [...reach(manifest, key)].map((k) => manifest[k].file))
      .filter((file) => !appFiles.has(file)),
  );
}
