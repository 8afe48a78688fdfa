/**
 * zod compiles its object parsers with `new Function`, after probing whether it may: under the
 * storefront's Content-Security-Policy (no 'unsafe-eval', server/securityHeaders) that probe is
 * blocked and reported as a violation on every page that parses. Each browser entry runs this
 * first, before any schema is made (zod reads the setting when a schema is created).
 *
 * Set on the settings object zod shares through the global scope rather than with zod's
 * `config()`: importing zod here would put its core into every first load.
 */
type ZodSettings = { jitless?: boolean };

const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };

/** The settings every copy of zod on the page reads. */
export const zodSettings: ZodSettings = (scope.__zod_globalConfig ??= {});
zodSettings.jitless = true;
