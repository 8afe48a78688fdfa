// Makes sure a Chromium for the browser tests exists. Debian's package is preferred (Playwright's
// own download is blocked on our machines); elsewhere Playwright's bundled browser is the fallback.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const has = (cmd) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
if (existsSync(SYSTEM_CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (has('apt-get') && (isRoot || has('sudo'))) {
  const apt = (...args) =>
    isRoot
      ? run('apt-get', args, { DEBIAN_FRONTEND: 'noninteractive' })
      : run('sudo', ['apt-get', ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  console.log('ensure-browser: installing Debian chromium');
  try {
    apt('update', '-qq');
    apt('install', '-y', '-qq', 'chromium');
  } catch (error) {
    console.warn(`ensure-browser: apt-get failed (${error.message}); trying Playwright's browser`);
  }
  if (existsSync(SYSTEM_CHROMIUM)) process.exit(0);
}

console.log("ensure-browser: no system Chromium; installing Playwright's chromium");
run('npx', ['playwright', 'install', 'chromium']);
