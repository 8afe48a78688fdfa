import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme/theme';
import { breadcrumbsFor } from '../../routing/breadcrumbs';
import { BreadcrumbTrail } from './Breadcrumbs';

function render(path: string, label?: string) {
  const crumbs = (breadcrumbsFor(path, { shopPath: '/shop' }) ?? []).map((crumb) =>
    crumb.current && label ? { ...crumb, label } : crumb,
  );
  const trail = createElement(BreadcrumbTrail, { crumbs, origin: 'https://shop.example.com' });
  const routed = createElement(MemoryRouter, null, trail);
  return renderToStaticMarkup(createElement(ThemeProvider, { theme }, routed));
}

describe('BreadcrumbTrail markup', () => {
  it('is a labelled ordered list with the current page marked', () => {
    const html = render('/blog/first-post');
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/<ol[^>]*>.*<\/ol>/);
    expect(html).toMatch(/<a href="\/blog"[^>]*>Blog<\/a>/);
    expect(html).toContain('<span aria-current="page">Blog Details</span>');
    expect(html).toContain('"item":"https://shop.example.com/blog/first-post"');
  });

  it('cannot be broken out of by a label', () => {
    const html = render('/brands/x', '</script><script>alert(1)</script>');
    const script = html.slice(html.indexOf('application/ld+json'));
    expect(script.indexOf('</script>')).toBe(script.lastIndexOf('</script>'));
    expect(script).toContain('\\u003c/script>');
  });
});
