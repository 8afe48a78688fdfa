// Writes docs/cms/settings.md from the site schemas (scripts/cmsDocs.ts): `npm run docs:cms`.
// Node runs this file as it is (type stripping); the hook lets it load the app's modules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import './resolveSourceImports.ts';

const { CMS_SETTINGS_DOC, cmsSettingsDocument } = await import('./cmsDocs.ts');
const document = await cmsSettingsDocument();
const current = existsSync(CMS_SETTINGS_DOC) ? readFileSync(CMS_SETTINGS_DOC, 'utf8') : '';
if (current !== document) writeFileSync(CMS_SETTINGS_DOC, document);
console.log(`${CMS_SETTINGS_DOC}: ${current === document ? 'unchanged' : 'written'}`);
