import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../schemas';
import { ApiError, TIMEOUT_ERROR_MESSAGE } from '../api/errors';
import { settingsFailure } from './settingsFailure';

describe('settingsFailure', () => {
  it('renders a timed-out settings call on the spec defaults and says why', () => {
    const failure = settingsFailure(new ApiError(TIMEOUT_ERROR_MESSAGE, 0, null, 'timeout'));
    expect(failure.config).toBe(DEFAULT_SITE_CONFIG);
    expect(failure.diagnostic).toEqual({
      source: 'site configuration',
      path: '(request)',
      problem: `could not load the CMS settings: ${TIMEOUT_ERROR_MESSAGE}`,
      used: 'defaults',
    });
  });
});
