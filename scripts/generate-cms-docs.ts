// Writes docs/cms/settings.md from the site schemas (scripts/cmsDocs.ts): `npm run docs:cms`.
// Node runs this file as it is (type stripping). The schemas import one another without file
// extensions, as the bundler resolves them; the hook below resolves those for Node the same way.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

const { CMS_SETTINGS_DOC, cmsSettingsDocument } = await import('./cmsDocs.ts');
const document = await cmsSettingsDocument();
const current = existsSync(CMS_SETTINGS_DOC) ? readFileSync(CMS_SETTINGS_DOC, 'utf8') : '';
if (current !== document) writeFileSync(CMS_SETTINGS_DOC, document);
console.log(`${CMS_SETTINGS_DOC}: ${current === document ? 'unchanged' : 'written'}`);
