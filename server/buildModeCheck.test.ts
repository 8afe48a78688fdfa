import { describe, expect, it } from 'vitest';
import { builtMode, checkBuildMode, runtimeMode } from './buildModeCheck';
import { StartupRefusal } from './startupRefusal';

const API = 'https://api.example';

describe('runtimeMode', () => {
  it('is api with API_BASE_URL, else mock', () => {
    expect(runtimeMode(API)).toBe('api');
    expect(runtimeMode(null)).toBe('mock');
  });
});

describe('builtMode', () => {
  it.each([
    ['{"mode":"mock"}', 'mock'],
    ['{"mode":"api"}', 'api'],
    [null, null],
    ['', null],
    ['{"mode":"cloud"}', null],
    ['not json', null],
  ])('%j → %j', (text, expected) => {
    expect(builtMode(text)).toBe(expected);
  });
});

describe('checkBuildMode', () => {
  it('starts when the build and the runtime agree', () => {
    expect(() => checkBuildMode('{"mode":"mock"}', null)).not.toThrow();
    expect(() => checkBuildMode('{"mode":"api"}', API)).not.toThrow();
  });

  it('refuses a mock build run against an API, naming both and the fix', () => {
    expect(() => checkBuildMode('{"mode":"mock"}', API)).toThrow(
      new StartupRefusal(
        'This build was made for the embedded mock backend, but API_BASE_URL is set: ' +
          'rebuild with STOREFRONT_MODE=api npm run build, or unset API_BASE_URL.',
      ),
    );
  });

  it('refuses an API build run without an API, naming both', () => {
    const check = () => checkBuildMode('{"mode":"api"}', null);
    expect(check).toThrow(StartupRefusal);
    expect(check).toThrow(/made for a retailer's API.*but API_BASE_URL is not set/);
  });

  it.each([null, '{}', 'garbage'])('refuses a build whose mode is unknown (%j)', (text) => {
    const check = () => checkBuildMode(text, API);
    expect(check).toThrow(StartupRefusal);
    expect(check).toThrow(/build-mode\.json is missing or unreadable.*API_BASE_URL is set/);
    expect(check).toThrow(/STOREFRONT_MODE=api npm run build/);
  });
});
