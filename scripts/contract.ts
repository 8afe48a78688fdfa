// Writes the API contract's documents (contract/openapi.json, contract/settings.schema.json,
// docs/api.md) from contract/operations.ts and the app's schemas: `npm run contract`. Node runs
// this file as it is (type stripping); the hook lets it load the app's modules.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import './resolveSourceImports.ts';

const { contractDocuments } = await import('../contract/documents.ts');
for (const [file, content] of Object.entries(await contractDocuments())) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== content) writeFileSync(file, content);
  console.log(`${file}: ${current === content ? 'unchanged' : 'written'}`);
}
