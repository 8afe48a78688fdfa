import { describe, expect, it } from 'vitest';
import { withInertEventHandlers } from './inertEventHandlers';

describe('withInertEventHandlers', () => {
  it.each([
    ['<p onclick="alert(1)">x</p>', '<p data-inert-onclick="alert(1)">x</p>'],
    ['<img src=x onerror=alert(1)>', '<img src=x data-inert-onerror=alert(1)>'],
    ['<IMG SRC=x ONERROR=alert(1)>', '<IMG SRC=x data-inert-ONERROR=alert(1)>'],
    ['<svg/onload=alert(1)>', '<svg/data-inert-onload=alert(1)>'],
    ['<a href="x"onclick="y">', '<a href="x"data-inert-onclick="y">'],
    ['<a\nonmouseover="y">', '<a\ndata-inert-onmouseover="y">'],
    ['<a title="a > b" onclick="y">', '<a title="a > b" data-inert-onclick="y">'],
  ])('renames the handler of %j', (html, inert) => {
    expect(withInertEventHandlers(html)).toBe(inert);
  });

  it.each([
    '<p>Come on in, on=time</p>',
    '<a title="turn on lights" href="/on">on</a>',
    "<a title='once only'>x</a>",
    '<p>1 < 2 on sale</p>',
  ])('leaves %j as it is', (html) => {
    expect(withInertEventHandlers(html)).toBe(html);
  });
});
