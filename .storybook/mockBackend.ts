import { createMockBackend } from '../fixtures/mocks/backend';

/** One backend for the Storybook tab; `preview.beforeEach` resets it between stories. */
export const mockBackend = createMockBackend();
