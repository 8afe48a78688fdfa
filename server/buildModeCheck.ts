/**
 * The client build and the server must agree on the backend: a mock build run against a real API
 * would have the browser talk to a mock the server does not serve, and an API build run without
 * one would have nothing to talk to. The build writes its mode (schemas/buildMode.ts); the server
 * refuses to start on a difference, naming both.
 */
import { buildModeSchema, BUILD_MODE_FILE, type BuildMode } from '../schemas/buildMode';
import { StartupRefusal } from './startupRefusal';

/** The mode the server runs in: a retailer's API when API_BASE_URL is set, else the mock. */
export const runtimeMode = (apiBaseUrl: string | null): BuildMode =>
  apiBaseUrl === null ? 'mock' : 'api';

const BUILT_FOR: Record<BuildMode, string> = {
  mock: 'the embedded mock backend',
  api: "a retailer's API (STOREFRONT_MODE=api)",
};

const RUNNING_WITH: Record<BuildMode, string> = {
  mock: 'API_BASE_URL is not set (the embedded mock backend)',
  api: 'API_BASE_URL is set',
};

const FIX: Record<BuildMode, string> = {
  mock: 'rebuild with STOREFRONT_MODE=api npm run build, or unset API_BASE_URL',
  api: 'set API_BASE_URL to the retailer’s API, or rebuild without STOREFRONT_MODE for the mock',
};

/** The build's mode from the text of its build-mode.json (null: missing or unreadable). */
export function builtMode(text: string | null): BuildMode | null {
  if (text === null) return null;
  try {
    const parsed = buildModeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.mode : null;
  } catch {
    return null;
  }
}

/** Throws a StartupRefusal unless the build was made for the mode the server runs in. */
export function checkBuildMode(buildModeText: string | null, apiBaseUrl: string | null): void {
  const running = runtimeMode(apiBaseUrl);
  const built = builtMode(buildModeText);
  if (built === null) {
    throw new StartupRefusal(
      `The client build's ${BUILD_MODE_FILE} is missing or unreadable, so its mode is unknown, ` +
        `and ${RUNNING_WITH[running]}: rebuild with ` +
        `${running === 'api' ? 'STOREFRONT_MODE=api ' : ''}npm run build.`,
    );
  }
  if (built !== running) {
    throw new StartupRefusal(
      `This build was made for ${BUILT_FOR[built]}, but ${RUNNING_WITH[running]}: ` +
        `${FIX[built]}.`,
    );
  }
}
