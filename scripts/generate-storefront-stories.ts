// Writes the Storefront story file from the fixture files on disk (see storefrontStories.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { STOREFRONT_STORIES_FILE, storefrontStoriesSource } from './storefrontStories.ts';

const sites = readdirSync('fixtures/sites')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const source = storefrontStoriesSource(sites);
const current = readFileSync(STOREFRONT_STORIES_FILE, { encoding: 'utf8', flag: 'a+' });
if (current !== source) writeFileSync(STOREFRONT_STORIES_FILE, source);
