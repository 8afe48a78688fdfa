import { describe, expect, it } from 'vitest';
import { classifyHref, isExternalHref } from './classifyHref';

describe('classifyHref', () => {
  it.each([
    ['/about', 'internal'],
    ['/shop?brand=x#top', 'internal'],
    ['#top', 'hash'],
    ['https://blog.example.com/post', 'external'],
    ['HTTP://X.EXAMPLE', 'external'],
  ])('%j is %s', (href, kind) => {
    expect(classifyHref(href)?.kind).toBe(kind);
  });

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ok\u0000'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,hi'],
    ['mailto:a@b.c'],
    ['https:evil.example'],
    ['https:/\\evil.example'],
    ['about'],
    [''],
  ])('%j goes nowhere', (href) => {
    expect(classifyHref(href)).toBeNull();
    expect(isExternalHref(href)).toBe(false);
  });
});
