// Installs a Debian package for the tests where apt-get can (as root, or through sudo); CI runs
// on a clean Debian machine, so the test command brings what it needs itself.
import { execFileSync } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });

export const hasCommand = (cmd) => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Installs `packages` with apt-get; false (with a warning) where that cannot be done. */
export function aptInstall(packages, who) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!hasCommand('apt-get') || !(isRoot || hasCommand('sudo'))) return false;
  const apt = (...args) =>
    isRoot
      ? run('apt-get', args, { DEBIAN_FRONTEND: 'noninteractive' })
      : run('sudo', ['apt-get', ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  console.log(`${who}: installing Debian ${packages.join(', ')}`);
  try {
    apt('update', '-qq');
    apt('install', '-y', '-qq', ...packages);
    return true;
  } catch (error) {
    console.warn(`${who}: apt-get failed (${error.message})`);
    return false;
  }
}
