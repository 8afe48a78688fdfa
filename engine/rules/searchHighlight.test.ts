import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightSegments, highlightText } from './searchHighlight';
import { fastestOf } from '../../scripts/fastestOf';

const m = (text: string) => ({ text, match: true });
const t = (text: string) => ({ text, match: false });

describe('highlightSegments', () => {
  it.each([
    ['plain text', 'Blue Dream Flower', [t('Blue Dream Flower')]],
    ['one emphasised match', 'Blue <em>Dre</em>am', [t('Blue '), m('Dre'), t('am')]],
    ['mark, b and strong count too', '<mark>a</mark><b>b</b><strong>c</strong>', [m('abc')]],
    [
      'entities are decoded',
      'Ben &amp; Jerry&#39;s <em>&lt;3</em>',
      [t("Ben & Jerry's "), m('<3')],
    ],
    ['an img with onerror is dropped', 'x<img src=x onerror=alert(1)>y', [t('xy')]],
    ['a quoted ">" does not end the tag', '<img src="a>b" onerror="window.__x=1">ok', [t('ok')]],
    ['script content is dropped', 'a<script>alert(1)</script>b', [t('ab')]],
    ['style content is dropped', '<style>*{}</style><em>b</em>', [m('b')]],
    ['links keep only their words', '<a href="javascript:alert(1)">go</a>', [t('go')]],
    ['comments vanish', 'a<!-- <em>x</em> -->b', [t('ab')]],
    ['an unclosed emphasis marks the rest', 'a<em>bc', [t('a'), m('bc')]],
    ['a stray closing tag does not unbalance', '</em>a<em>b</em>', [t('a'), m('b')]],
    ['a cut-off tag at the end is dropped', 'abc<img src=x onerror=', [t('abc')]],
    ['a lone "<" is text', 'a < b', [t('a < b')]],
    ['empty', '', []],
  ])('%s', (_, html, expected) => {
    expect(highlightSegments(html)).toEqual(expected);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['&#65;&#x42;', 'AB'],
    ['&unknown;', '&unknown;'],
    ['&#0;', '&#0;'],
    ['&nbsp;', '\u00a0'],
  ])('%s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

it('highlightText joins the words', () => {
  expect(highlightText('Blue <em>Dre</em>am <img src=x onerror=alert(1)>')).toBe('Blue Dream ');
});

describe('decodeEntities with prototype names', () => {
  it('leaves &constructor; and friends as written', () => {
    expect(decodeEntities('a &constructor; b &toString; c &amp; d')).toBe(
      'a &constructor; b &toString; c & d',
    );
  });
});

describe('highlightSegments on hostile input', () => {
  it.each([
    ['a tag cut off by the end takes the rest', 'a<em<em<em', [t('a')]],
    ['an unclosed quoted value takes the rest', 'a<b title="x>y', [t('a')]],
    ['a quote outside a value is no delimiter', '<b "x>y</b>', [m('y')]],
    ['raw text ignores what looks like tags', '<script>"<a href=\'>"</script>ok', [t('ok')]],
    ['an unclosed script drops the rest', 'a<style>b<em>c', [t('a')]],
    ['a closing tag in any case ends raw text', '<SCRIPT>x</ScRiPt >y', [t('y')]],
    ['doctype-like markup carries no words', 'a<!x>b<?y>c</ >d', [t('abcd')]],
    [
      'unicode that changes length in lower case',
      'İ<script>x</script><em>y</em>',
      [t('İ'), m('y')],
    ],
  ])('%s', (_, html, expected) => {
    expect(highlightSegments(html)).toEqual(expected);
  });

  it.each([
    ['unclosed tags', '<em'],
    ['unclosed quoted values', '<a b="'],
    ['stray "<"', 'a < '],
    ['unclosed comments', '<!--'],
    ['unclosed raw text', '<textarea>'],
  ])('reads 100 000 characters of %s in linear time', (_, unit) => {
    const html = unit.repeat(Math.ceil(100_000 / unit.length));
    const small = html.slice(0, 10_000);
    const smallTime = Math.max(
      fastestOf(() => highlightSegments(small)),
      1,
    );
    // Ten times the input: linear is about ten times the time; the regex this replaces was 100.
    expect(fastestOf(() => highlightSegments(html))).toBeLessThan(smallTime * 40);
  });
});
