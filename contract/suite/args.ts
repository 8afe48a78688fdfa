/** The suite's command line: `npm run test:contract -- --base-url URL [options]`. */
import { parseArgs } from 'node:util';

export const DEFAULT_TIMEOUT_MS = 10_000;

export const USAGE = `Usage: npm run test:contract -- --base-url URL [options]

Calls every operation of contract/openapi.json on a backend and checks each answer's status
and body against the contract. The signed-in calls are made in a disposable account it signs
up and closes at the end, unless --email and --password name an existing one.

  --base-url URL     the API's base, e.g. http://127.0.0.1:4010/api (required)
  --email ADDRESS    sign in to this existing account instead (with --password);
  --password TEXT    it is never closed and its password is never changed
  --only ID          check only this operation (repeatable), e.g. --only getProduct
  --timeout-ms N     each call's deadline in ms (default ${DEFAULT_TIMEOUT_MS})
  --json FILE        also write the results to FILE as JSON
  -h, --help         this text

Exit code: 0 when no check failed, 1 when one did, 2 on bad arguments.`;

export type SuiteOptions = {
  readonly baseUrl: string;
  readonly account: { readonly email: string; readonly password: string } | null;
  readonly only: readonly string[];
  readonly timeoutMs: number;
  readonly jsonFile: string | null;
};

export type Parsed =
  | { readonly kind: 'run'; readonly options: SuiteOptions }
  | { readonly kind: 'help' }
  | { readonly kind: 'bad'; readonly message: string };

const bad = (message: string): Parsed => ({ kind: 'bad', message });

export function parseSuiteArgs(argv: readonly string[]): Parsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        only: { type: 'string', multiple: true },
        'timeout-ms': { type: 'string' },
        json: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return bad(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { kind: 'help' };
  const baseUrl = values['base-url'];
  if (baseUrl === undefined) return bad('--base-url is required');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    return bad(`--base-url must be an http(s) URL, not ${JSON.stringify(baseUrl)}`);
  const { email, password } = values;
  if ((email === undefined) !== (password === undefined))
    return bad('--email and --password go together');
  const timeout = values['timeout-ms'] ?? String(DEFAULT_TIMEOUT_MS);
  if (!/^\d+$/.test(timeout) || Number(timeout) < 1)
    return bad(`--timeout-ms must be a whole number of ms above 0, not ${JSON.stringify(timeout)}`);
  return {
    kind: 'run',
    options: {
      baseUrl,
      account: email !== undefined && password !== undefined ? { email, password } : null,
      only: values.only ?? [],
      timeoutMs: Number(timeout),
      jsonFile: values.json ?? null,
    },
  };
}
