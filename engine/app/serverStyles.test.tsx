// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptServerStyles,
  asServerStyles,
  SERVER_STYLES_ATTRIBUTE,
  serverStyledNames,
} from './serverStyles';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const Kept = styled.p`
  color: rgb(1, 2, 3);
`;
const Copied = styled.p`
  color: rgb(4, 5, 6);
`;

/** What the server sends for `element`: its HTML and its style tags, marked as ours. */
function serverRender(element: React.ReactElement): { html: string; tags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, tags: asServerStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/** The text of every tag styled-components owns in the browser. */
const styledComponentsText = () =>
  [...document.querySelectorAll('style[data-styled]')].map((tag) => tag.textContent).join('');

async function hydrate(element: React.ReactElement, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('server styles', () => {
  it('marks the server’s tags as ours, so styled-components does not take them over', () => {
    const { tags } = serverRender(<Kept>Menu</Kept>);
    expect(tags).toContain(`<style ${SERVER_STYLES_ATTRIBUTE}=""`);
    expect(tags).not.toContain('data-styled=');
    expect(tags).toContain('rgb(1, 2, 3)');
  });

  it('reads each component id and the class names the server styled', () => {
    const css =
      '.a{top:0}/*!sc*/\ndata-styled.g1[id="sc-x-0"]{content:"a,b,"}/*!sc*/\n' +
      'data-styled.g7[id="sc-global-q"]{content:"sc-global-q1,"}/*!sc*/\n';
    expect(serverStyledNames(css)).toEqual([
      ['sc-x-0', 'a'],
      ['sc-x-0', 'b'],
      ['sc-global-q', 'sc-global-q1'],
    ]);
    expect(serverStyledNames('.a{top:0}')).toEqual([]);
  });

  it('hydrates with the server’s rules kept and none inserted again', async () => {
    const { html, tags } = serverRender(<Kept>Menu</Kept>);
    document.head.innerHTML = tags;
    expect(adoptServerStyles(document.head)).toBe(1);
    await hydrate(<Kept>Menu</Kept>, html);
    expect(document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)?.textContent).toContain(
      'rgb(1, 2, 3)',
    );
    expect(styledComponentsText()).not.toContain('rgb(1, 2, 3)');
  });

  it('without the server’s names, styled-components inserts the rules once more', async () => {
    const { html, tags } = serverRender(<Copied>Menu</Copied>);
    document.head.innerHTML = tags;
    await hydrate(<Copied>Menu</Copied>, html);
    expect(styledComponentsText()).toContain('rgb(4, 5, 6)');
  });
});
