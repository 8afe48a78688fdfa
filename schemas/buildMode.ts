import * as z from 'zod/mini';

/**
 * What a client build was made for, written beside it as dist/build-mode.json: `mock`, the
 * embedded default (mock backend, preview toolbar and studio built in), or `api`, a retailer's
 * API behind the storefront's /api (none of the mock ships). The server refuses to start a build
 * in the other mode, since its pages would talk to a backend that is not there.
 */
export const buildModeSchema = z.object({ mode: z.enum(['mock', 'api']) });

export type BuildMode = z.infer<typeof buildModeSchema>['mode'];

export const BUILD_MODE_FILE = 'build-mode.json';

/** The mode a build is asked for: STOREFRONT_MODE=api, else the embedded default. */
export function requestedBuildMode(env: Record<string, string | undefined>): BuildMode {
  return env.STOREFRONT_MODE?.trim().toLowerCase() === 'api' ? 'api' : 'mock';
}
