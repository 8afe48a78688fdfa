// Every footer design must show the compliance notices (complianceNoticesCms) with its legal
// line: FooterProps.notices is required, and this renders each design on the server to prove it
// is drawn, not just accepted. A new design added to the family must be listed here to compile.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { FooterVariant } from '../../schemas';
import { theme } from '../../ui/theme/theme';
import { complianceNotices, LICENSE_LINE, MICHIGAN_WARNINGS } from '../compliance/fixtures';
import FooterEight from './FooterEight';
import FooterFive from './FooterFive';
import FooterFour from './FooterFour';
import FooterNine from './FooterNine';
import FooterOne from './FooterOne';
import FooterSeven from './FooterSeven';
import FooterSix from './FooterSix';
import FooterTen from './FooterTen';
import FooterThree from './FooterThree';
import FooterTwo from './FooterTwo';
import { footerArgs } from './fixtures';
import type { FooterProps } from './types';

const withNotices: FooterProps = { ...footerArgs.default, notices: complianceNotices.michigan };

const DESIGNS = {
  one: FooterOne,
  two: FooterTwo,
  three: FooterThree,
  four: FooterFour,
  five: FooterFive,
  six: FooterSix,
  seven: FooterSeven,
  eight: FooterEight,
  nine: FooterNine,
  ten: FooterTen,
} satisfies Record<FooterVariant, ComponentType<FooterProps>>;

function render(Footer: ComponentType<FooterProps>, props: FooterProps): string {
  const footer = createElement(Footer, props);
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ThemeProvider, { theme }, footer)),
  );
}

/** The markup's text with tags removed (a run kept whole is a span inside a line), entities
 * read back and white space collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe.each(Object.entries(DESIGNS))('Footer %s', (design, Footer) => {
  it('shows the licence line and every warning, in a region named "Legal notices"', () => {
    const html = render(Footer, withNotices);
    const text = textOf(html);
    expect(text).toContain(LICENSE_LINE);
    for (const warning of MICHIGAN_WARNINGS) expect(text).toContain(warning);
    expect(html).toContain('aria-label="Legal notices"');
    // Where the design's legal line sits: just before its copyright.
    expect(text.indexOf(LICENSE_LINE)).toBeLessThan(text.indexOf(withNotices.copyright));
    expect(html).toContain(`data-footer="${design}"`);
  });

  it('draws nothing for a site without notices', () => {
    const html = render(Footer, footerArgs.default);
    expect(html).not.toContain('data-compliance-notice');
    expect(html).not.toContain('Legal notices');
  });
});
