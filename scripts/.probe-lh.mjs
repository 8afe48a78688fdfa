// Temporary probe (not committed): one Lighthouse run per path, long tasks and script boot-up.
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser.ts';
import { freePort } from './lighthouse.mjs';
import { serverUp, startServer } from './homeRoute.mjs';
const appPort = await freePort();
const server = startServer(appPort);
const base = `http://127.0.0.1:${appPort}`;
await serverUp(base);
const port = await freePort();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', '/product/blue-dream'];
try {
  for (const path of paths) {
    for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
      const r = await lighthouse(`${base}${path}`, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
      const lhr = r.lhr;
      writeFileSync(`/tmp/lh-${path.replace(/\W/g, '_')}-${i}.json`, JSON.stringify(lhr));
      const a = lhr.audits;
      console.log(`\n${path} perf ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} TTI ${Math.round(a['interactive']?.numericValue ?? 0)}`);
      for (const t of a['long-tasks']?.details?.items ?? []) console.log('  long', Math.round(t.startTime), Math.round(t.duration), String(t.url).replace(base, ''));
      for (const t of (a['bootup-time']?.details?.items ?? []).slice(0, 6)) console.log('  boot', String(t.url).replace(base, ''), Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile));
      for (const t of (a['mainthread-work-breakdown']?.details?.items ?? [])) console.log('  work', t.groupLabel, Math.round(t.duration));
    }
  }
} finally { await browser.close(); server.kill(); }
