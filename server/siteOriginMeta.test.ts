import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { siteOriginMeta } from './siteOriginMeta';
import { documentOrigin } from '../engine/site/siteOrigin';

const documentWith = (head: string) =>
  new JSDOM(`<!doctype html><html><head>${head}</head><body></body></html>`).window.document;

describe('documentOrigin', () => {
  it('is the origin the server named in the document', () => {
    const document = documentWith(siteOriginMeta('https://shop.example'));
    expect(documentOrigin(document, 'http://evil.example')).toBe('https://shop.example');
  });

  it('is the page’s own origin where no server named one (client-only builds)', () => {
    expect(documentOrigin(documentWith(''), 'http://localhost:5173')).toBe('http://localhost:5173');
  });
});
