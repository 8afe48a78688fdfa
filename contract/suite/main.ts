/**
 * The contract suite (`npm run test:contract -- --base-url URL`): checks a backend against
 * contract/openapi.json and nothing else of this repository, so a retailer's team can run it
 * against their own API. Returns the exit code: 0 when no check failed, 1 when one did, 2 on bad
 * arguments.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseSuiteArgs, USAGE, type SuiteOptions } from './args.ts';
import { loadContract, OPENAPI_FILE, type Contract } from './document.ts';
import { newFacts, type Account } from './facts.ts';
import { SUITE_INPUTS, type SuiteInputs } from './inputs.ts';
import { buildPlan } from './plan.ts';
import { resultLine, summarize, summaryLine, type RunRecord } from './report.ts';
import { runPlan } from './runner.ts';
import { createSchemaChecker } from './schemaChecker.ts';

export type SuiteIo = {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
};

const consoleIo: SuiteIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

function accountFor(options: SuiteOptions, inputs: SuiteInputs, runId: string): Account {
  if (options.account !== null) return { kind: 'existing', ...options.account };
  const { emailLocalPart, emailDomain } = inputs.signUp;
  return {
    kind: 'disposable',
    email: `${emailLocalPart}+${runId}@${emailDomain}`,
    password: `Cs-${randomBytes(9).toString('base64url')}`,
  };
}

const unknownOperations = (options: SuiteOptions, contract: Contract) => {
  const known = new Set(contract.operations.map((op) => op.operationId));
  return options.only.filter((id) => !known.has(id));
};

export async function runContractSuite(
  argv: readonly string[],
  io: SuiteIo = consoleIo,
  contract: Contract = loadContract(OPENAPI_FILE),
  inputs: SuiteInputs = SUITE_INPUTS,
): Promise<number> {
  const parsed = parseSuiteArgs(argv);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'bad') {
    io.err(`contract suite: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  const unknown = unknownOperations(options, contract);
  if (unknown.length > 0) {
    const known = contract.operations.map((op) => op.operationId).join(', ');
    io.err(`contract suite: --only ${unknown.join(', ')}: no such operation (known: ${known})`);
    return 2;
  }

  const runId = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const account = accountFor(options, inputs, runId);
  const facts = newFacts(runId, inputs, account);
  const startedAt = new Date().toISOString();
  io.out(
    `Contract ${contract.version} against ${options.baseUrl}, as ${account.kind === 'disposable' ? 'a disposable account' : 'the existing account'} ${account.email}`,
  );
  const results = await runPlan(buildPlan(contract, account.kind), contract, facts, {
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    only: options.only.length === 0 ? null : new Set(options.only),
    checkerOf: createSchemaChecker(contract.schemas),
    onResult: (result) => io.out(resultLine(result)),
  });
  const summary = summarize(results);
  io.out(summaryLine(summary, options.baseUrl));
  if (facts.accountOpen)
    io.out(`The disposable account ${account.email} could not be closed: remove it by hand.`);

  if (options.jsonFile !== null) {
    const record: RunRecord = {
      baseUrl: options.baseUrl,
      contractVersion: contract.version,
      account: { kind: account.kind, email: account.email },
      startedAt,
      finishedAt: new Date().toISOString(),
      summary,
      results,
    };
    try {
      writeFileSync(options.jsonFile, `${JSON.stringify(record, null, 2)}\n`);
    } catch (error) {
      io.err(`contract suite: --json ${options.jsonFile}: ${String(error)}`);
      return 2;
    }
  }
  return summary.fail > 0 ? 1 : 0;
}
