import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseServerRender, SERVER_RENDER_ID, type ServerRender } from '../engine/app/serverRender';
import { createStores } from '../engine/stores/createStores';
import { storeSelectionOf } from '../engine/stores/storeSelection';
import {
  PAGE_CHUNKS_ID,
  pageDocument,
  SCRIPT_NONCE_SLOT,
  serverRenderScript,
  withScriptNonce,
} from './document';

const TEMPLATE = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

// CMS text may hold anything a script must not: it stays data.
const NAME = 'Blue </script><script>alert(1)</script> Dream & <!-- co';

function serverRender(): ServerRender {
  const client = new QueryClient();
  client.setQueryData(['product', 'blue-dream'], { name: NAME });
  const stores = createStores({ storeContext: { retailerId: 'greenleaf-market-troy' } });
  return {
    state: dehydrate(client),
    now: '2026-11-22T23:30:05',
    storeSelection: storeSelectionOf(stores.storeContext),
  };
}

/** The text of the data block, as the browser's parser would hand it over. */
function blockText(html: string): string | null {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match?.[1] ?? null;
}

describe('the server render block', () => {
  it('is a JSON data block the browser reads back as the server wrote it', () => {
    const render = serverRender();
    const html = pageDocument(TEMPLATE, { ...render, html: '<main>page</main>', styles: '' });
    expect(html).toContain('<div id="root"><main>page</main></div><script type="application/json"');
    // No executable script: nothing to compile on the main thread.
    expect(html).not.toMatch(/<script>window\./);
    expect(parseServerRender(blockText(html))).toEqual(render);
  });

  it('keeps markup in the data from closing the block', () => {
    const text = blockText(serverRenderScript(serverRender()));
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(parseServerRender(text)?.state.queries[0]?.state.data).toEqual({ name: NAME });
  });

  it('is ignored when missing, corrupted or not a query cache: the page renders anew', () => {
    expect(parseServerRender(null)).toBeNull();
    expect(parseServerRender('')).toBeNull();
    expect(parseServerRender('{"state":')).toBeNull();
    expect(parseServerRender('[]')).toBeNull();
    expect(parseServerRender('{"state":{"queries":{}}}')).toBeNull();
  });

  it('drops a wall clock or store it cannot read, keeping the cache', () => {
    const { state } = serverRender();
    const odd = parseServerRender(
      JSON.stringify({ state, now: 'yesterday', storeSelection: 'troy' }),
    );
    expect(odd).toEqual({ state, now: null, storeSelection: null });
  });
});

describe('the page’s own chunks (server/hydrationChunks)', () => {
  const page = { ...serverRender(), html: '<main>Blue Dream</main>', styles: '' };
  const chunksBlock = new RegExp(
    `<script type="application/json" id="${PAGE_CHUNKS_ID}">([^<]*)</script>`,
  );

  it('are named in a JSON block for the loader', () => {
    const html = pageDocument(TEMPLATE, page, ['/assets/product-d.js', '/assets/cards-e.js']);
    expect(JSON.parse(chunksBlock.exec(html)?.[1] ?? 'null')).toEqual([
      '/assets/product-d.js',
      '/assets/cards-e.js',
    ]);
  });

  it('leave no block when there are none', () => {
    expect(pageDocument(TEMPLATE, page)).not.toContain(PAGE_CHUNKS_ID);
  });
});

describe('the response’s script nonce (server/securityHeaders)', () => {
  const template = TEMPLATE.replace(
    '</body>',
    `<script nonce="${SCRIPT_NONCE_SLOT}">start()</script></body>`,
  );

  it('goes on the template’s scripts, never on a page’s text that names the slot', () => {
    const page = {
      ...serverRender(),
      html: `<p>nonce="${SCRIPT_NONCE_SLOT}"</p>`,
      styles: '',
    };
    const html = pageDocument(withScriptNonce(template, 'cmVzcG9uc2U='), page);
    expect(html).toContain('<script nonce="cmVzcG9uc2U=">start()</script>');
    expect(html).toContain(`<p>nonce="${SCRIPT_NONCE_SLOT}"</p>`);
  });
});
