/**
 * The deploy/ reference, run for a journey and the load test: the mock retailer API, two
 * storefront instances built for a retailer's API, and Debian's nginx with
 * deploy/nginx/storefront.conf as it is, but for the addresses, port and directories it names
 * (each replacement must find its text: a reference that changes shape fails here rather than
 * being tested in a shape it no longer has).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MODE_BUILD, buildApiMode } from './apiModeBuild.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Inside the repository: the built server finds its packages in node_modules from there. */
const WORK = path.join(root, '.deploy-test');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

export type DeployPorts = { edge: number; instances: [number, number]; api: number };

export type DeployStack = {
  /** nginx's origin: what a shopper would open. */
  origin: string;
  /** The instances' own origins, for load straight to one. */
  instanceOrigins: [string, string];
  /** The instances' process ids (their memory, for the load test). */
  instancePids(): number[];
  /** Stops one instance (SIGTERM) and waits for it to exit. */
  stopInstance(index: 0 | 1): Promise<void>;
  /** Starts the mock API again, with MOCK_API_FAULTS (server/mockApiMain) or none (null). */
  restartApi(faults: string | null): Promise<void>;
  /** Stops the mock API: the retailer's API is down. */
  stopApi(): Promise<void>;
  stop(): Promise<void>;
};

export type DeployOptions = {
  /** Extra environment for the instances (RENDER_CONCURRENCY, …). */
  instanceEnv?: Record<string, string>;
};

/** `text` with `from` replaced; throws when `from` is not in it. */
function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/storefront.conf no longer has "${from}"`);
  return text.replaceAll(from, to);
}

/** Resolves once `url` answers 200; rejects after `ms` or when the process exits. */
async function answering(url: string, process: ChildProcess, ms = 20_000): Promise<void> {
  const started = Date.now();
  let exited = false;
  process.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > ms) throw new Error(`${url} did not answer within ${ms} ms`);
    // Polled: a process that starts has no event to wait on from outside.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startDeployStack(
  ports: DeployPorts,
  { instanceEnv = {} }: DeployOptions = {},
): Promise<DeployStack> {
  if (!NGINX) throw new Error('No nginx: the test command installs it (scripts/ensure-nginx.mjs).');
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(path.join(WORK, 'cache'), { recursive: true });
  await buildApiMode();

  const children: ChildProcess[] = [];
  const node = (file: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [file], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };
  const origin = `http://127.0.0.1:${ports.edge}`;
  const startApi = async (faults: string | null) => {
    const api = node(API_MODE_BUILD.mockApi, {
      MOCK_API_PORT: String(ports.api),
      ...(faults === null ? {} : { MOCK_API_FAULTS: faults }),
    });
    // Not /healthz when the faults hang every call: it is not a mocked route, it answers.
    await answering(`http://127.0.0.1:${ports.api}/healthz`, api);
    return api;
  };
  let mockApi: ChildProcess | null = await startApi(null);
  const instances = ports.instances.map((port) =>
    node(API_MODE_BUILD.server, {
      PORT: String(port),
      NODE_ENV: 'production',
      API_BASE_URL: `http://127.0.0.1:${ports.api}/api`,
      PUBLIC_ORIGIN: origin,
      ...instanceEnv,
    }),
  );
  await Promise.all(
    instances.map((child, i) => answering(`http://127.0.0.1:${ports.instances[i]}/readyz`, child)),
  );

  let site = readFileSync(path.join(root, 'deploy/nginx/storefront.conf'), 'utf8');
  site = replaced(site, 'storefront-1:3000', `127.0.0.1:${ports.instances[0]}`);
  site = replaced(site, 'storefront-2:3000', `127.0.0.1:${ports.instances[1]}`);
  site = replaced(site, 'listen 8080;', `listen 127.0.0.1:${ports.edge};`);
  site = replaced(site, '/var/cache/nginx/storefront', `${WORK}/cache`);
  site = replaced(site, 'root /srv/storefront;', `root ${API_MODE_BUILD.client};`);
  writeFileSync(path.join(WORK, 'storefront.conf'), site);
  // What the nginx image's own nginx.conf gives the include: a worker, MIME types, temp paths.
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(WORK, 'nginx.conf'),
    [
      runsAsRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${WORK}/nginx.pid;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${WORK}/${kind}-temp;`,
      ),
      `  include ${WORK}/storefront.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx = spawn(
    NGINX,
    ['-p', WORK, '-c', `${WORK}/nginx.conf`, '-e', `${WORK}/error.log`, '-g', 'daemon off;'],
    { cwd: root, stdio: 'ignore' },
  );
  children.push(nginx);
  await answering(`${origin}/healthz`, nginx).catch((error: unknown) => {
    const log = existsSync(`${WORK}/error.log`) ? readFileSync(`${WORK}/error.log`, 'utf8') : '';
    throw new Error(`nginx: ${String(error)}\n${log}`);
  });

  return {
    origin,
    instanceOrigins: [
      `http://127.0.0.1:${ports.instances[0]}`,
      `http://127.0.0.1:${ports.instances[1]}`,
    ],
    instancePids: () => instances.flatMap((child) => (child.pid === undefined ? [] : [child.pid])),
    restartApi: async (faults) => {
      if (mockApi !== null) await stopped(mockApi);
      mockApi = await startApi(faults);
    },
    stopApi: async () => {
      if (mockApi !== null) await stopped(mockApi);
      mockApi = null;
    },
    stopInstance: async (index) => {
      const instance = instances[index];
      if (instance) await stopped(instance);
    },
    stop: async () => {
      await Promise.all(children.map(stopped));
      rmSync(WORK, { recursive: true, force: true });
    },
  };
}
