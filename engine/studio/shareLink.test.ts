import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from './shareLink';

describe('share link', () => {
  it('round-trips a document exactly, and compresses it', async () => {
    const document = {
      headerWidgetCmsData: {
        logoTitle: 'Grün & Co',
        links: Array(40).fill({ label: 'Shop', url: '/shop' }),
      },
    };
    const hash = await encodeShare({ site: 'default', document });
    expect(hash.length).toBeLessThan(JSON.stringify(document).length);
    expect(hash).toMatch(/^doc=[A-Za-z0-9_-]+$/);
    expect(await decodeShare(`#${hash}`)).toEqual({ site: 'default', document });
  });

  it.each([[''], ['#'], ['#doc='], ['#doc=not-deflate'], ['#other=1']])(
    'reads %j as no shared document',
    async (hash) => {
      expect(await decodeShare(hash)).toBeNull();
    },
  );
});
