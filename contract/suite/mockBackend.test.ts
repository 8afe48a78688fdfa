import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../fixtures/data';
import { createHttpServer } from '../../server/httpServer';
import { createMockApi } from '../../server/mockApi';
import { closeServer } from '../../server/shutdown';
import { loadContract } from './document.ts';
import { at } from './json.ts';
import { runContractSuite } from './main.ts';

/**
 * The suite against the mock backend, served in-process as `npm run mock-api` serves it (one
 * backend for every caller): every operation of the contract passes.
 */

// The popup-campaigns fixture site: the default one has no campaign to answer.
const SITE = new Request('http://mock.invalid/?fixture=popup-campaigns');

let server: Server;
let baseUrl: string;
const folder = mkdtempSync(path.join(tmpdir(), 'contract-suite-'));

beforeAll(async () => {
  const mockApi = createMockApi({ keepOnRead: true });
  server = createHttpServer((request) =>
    mockApi.handle(request, { sandbox: 'contract-suite', fixtureFrom: SITE, clientAddress: null }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await closeServer(server, 1000);
  rmSync(folder, { recursive: true, force: true });
});

async function suite(...args: string[]) {
  const lines: string[] = [];
  const code = await runContractSuite(['--base-url', baseUrl, ...args], {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  return { code, lines };
}

/** `PASS  GET /users/me  getMe` → getMe, for the operations' own checks (no [case]). */
const passedOperations = (lines: readonly string[]) =>
  lines.flatMap((line) => /^PASS {2}\S+ \S+ {2}(\w+)$/.exec(line)?.[1] ?? []);

describe('the contract suite against the mock backend', () => {
  it('passes every operation with a disposable account, and closes it at the end', async () => {
    const jsonFile = path.join(folder, 'results.json');
    const disposable = await suite('--json', jsonFile);
    expect(disposable.lines.filter((line) => line.startsWith('FAIL'))).toEqual([]);
    expect(disposable.code).toBe(0);
    // A new account has no chat, and no call of the contract opens one.
    const skipped = disposable.lines.filter((line) => line.startsWith('SKIP'));
    expect(skipped).toHaveLength(4);
    for (const line of skipped)
      expect(line).toMatch(
        /^SKIP {2}\S+ \/chats\/\{id\}\S* {2}(getChatThread|sendChatMessage)\b.* {2}no chat: /,
      );

    // The demo shopper has chats.
    const existing = await suite(
      '--email',
      DEMO_EMAIL,
      '--password',
      DEMO_PASSWORD,
      '--only',
      'getChatThread',
      '--only',
      'sendChatMessage',
    );
    expect(existing.code).toBe(0);
    expect(existing.lines.filter((line) => !line.startsWith('PASS')).slice(1)).toEqual([
      expect.stringMatching(/^6 passed, 0 failed, 0 skipped \(6 checks of 2 operations/),
    ]);

    const passed = new Set([
      ...passedOperations(disposable.lines),
      ...passedOperations(existing.lines),
    ]);
    const operations = loadContract().operations.map((operation) => operation.operationId);
    expect(operations.filter((id) => !passed.has(id))).toEqual([]);

    const record: unknown = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(record).toMatchObject({ account: { kind: 'disposable' }, summary: { fail: 0 } });

    // Closed: its address is free to sign up with again.
    const email = at(record, 'account', 'email');
    const again = await fetch(`${baseUrl}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'A',
        lastName: 'B',
        email,
        phone: '',
        password: 'secret1',
      }),
    });
    expect(again.status).toBe(201);
  });
});
