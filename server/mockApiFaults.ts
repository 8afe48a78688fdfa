import { readMockFaults, type MockFault, type MockFaults } from '../fixtures/mocks/faults';
import { ROUTES } from '../fixtures/mocks/routes';

/**
 * MOCK_API_FAULTS: faults for every call, as the embedded mock's `mock-faults` header writes them
 * (fixtures/mocks/faults.ts), with "*" for every route: `{"*":{"delayMs":2000}}` is a slow API,
 * `{"*":500}` a failing one, `{"*":"hang"}` a hung one (npm run loadtest).
 */
export function faultsOfEnv(text: string | undefined): MockFaults {
  const named = readMockFaults(text ?? null);
  const every = (named as Partial<Record<string, MockFault>>)['*'];
  if (every === undefined) return named;
  const all = Object.fromEntries(Object.keys(ROUTES).map((route) => [route, every]));
  return { ...all, ...named };
}
