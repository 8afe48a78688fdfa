// Makes sure a Chromium for the browser tests exists. Debian's package is preferred (Playwright's
// own download is blocked on our machines); elsewhere Playwright's bundled browser is the fallback.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './aptInstall.mjs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
if (existsSync(SYSTEM_CHROMIUM)) process.exit(0);
if (aptInstall(['chromium'], 'ensure-browser') && existsSync(SYSTEM_CHROMIUM)) process.exit(0);

console.log("ensure-browser: no system Chromium; installing Playwright's chromium");
execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
