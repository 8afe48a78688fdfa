/**
 * Modules named `*.prebuilt.ts` hold data computed from the zod schemas (a schema's defaults, the
 * default site configuration). The browser build replaces each with its exports evaluated at
 * build time, as JSON literals, so the first load needs no zod to know them. Everywhere else (the
 * server build, dev, stories, tests) the module runs as written: one source of truth.
 */
import { isDeepStrictEqual } from 'node:util';
import { runnerImport, type Plugin } from 'vite';

const PREBUILT = /\.prebuilt\.ts$/;

/** The module's source for the browser: one `export const` per export, its value as JSON. */
export function prebuiltSource(file: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      // Only plain data survives the trip: a function, a Date or an undefined field would not.
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
        throw new Error(`${file}: export ${name} is not plain JSON data, so it cannot be prebuilt`);
      }
      return `export const ${name} = ${json};\n`;
    })
    .join('');
}

export function prebuiltModules(): Plugin {
  return {
    name: 'storefront:prebuilt-modules',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!PREBUILT.test(file) || this.environment.config.consumer !== 'client') return null;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'error',
      });
      return { code: prebuiltSource(file, module), map: null };
    },
  };
}
