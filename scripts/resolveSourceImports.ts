// Lets Node run the app's TypeScript modules as they are (type stripping): the app's modules import
// one another without file extensions, as the bundler resolves them, and this hook resolves those
// for Node the same way. Import it first, then load app modules with a dynamic import().
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && context.parentURL !== undefined && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const extension of SOURCE_EXTENSIONS) {
        const url = new URL(`${specifier}${extension}`, context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
