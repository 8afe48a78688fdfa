import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FooterProps } from '../../variants/footers/types';

/**
 * Checks every footer design must pass, shared by the per-design story files so Two…Ten are held
 * to the same rules as the reference, Footer One.
 */
type Ctx = StoryContext<FooterProps>;

/** The footer landmark with its design name and the CMS colours as custom properties. */
export async function expectFooterShell({ canvasElement, args }: Ctx, design: string) {
  const footer = canvasElement.querySelector<HTMLElement>(`footer[data-footer="${design}"]`);
  await expect(footer).not.toBeNull();
  const style = footer?.style;
  await expect(style?.getPropertyValue('--footer-bg')).toBe(args.colors.background);
  await expect(style?.getPropertyValue('--footer-fg')).toBe(args.colors.font);
  await expect(style?.getPropertyValue('--footer-hover')).toBe(args.colors.hover);
  await expect(style?.getPropertyValue('--footer-active')).toBe(args.colors.active);
}

/** Today's Deals: exactly the deals given, in order, then "Shop All Specials"; a click reports. */
export async function expectTodaysDeals({ canvas, args, userEvent }: Ctx) {
  const nav = within(canvas.getByRole('navigation', { name: args.todaysDeals.title }));
  const links = nav.getAllByRole('link');
  await expect(links).toHaveLength(args.todaysDeals.deals.length + 1);
  for (const [index, deal] of args.todaysDeals.deals.entries()) {
    await expect(links[index]).toHaveAccessibleName(deal.name);
    await expect(links[index]).toHaveAttribute('href', deal.href);
  }
  await expect(nav.getByRole('link', { name: 'Shop All Specials' })).toHaveAttribute(
    'href',
    '/specials',
  );
  const firstDeal = args.todaysDeals.deals[0];
  if (firstDeal === undefined) throw new Error('fixture needs at least one deal');
  await userEvent.click(nav.getByRole('link', { name: firstDeal.name }));
  await expect(args.onDealSelect).toHaveBeenCalledWith(firstDeal);
}

/** Social icons: one per CMS link, named, in a new tab with rel="noopener noreferrer". */
export async function expectSocialLinks({ canvas, args }: Ctx) {
  const nav = within(canvas.getByRole('navigation', { name: 'Social media' }));
  const links = nav.getAllByRole('link');
  await expect(links).toHaveLength(args.social?.length ?? 0);
  for (const [index, social] of (args.social ?? []).entries()) {
    await expect(links[index]).toHaveAccessibleName(`${social.title} (opens in a new tab)`);
    await expect(links[index]).toHaveAttribute('href', social.href);
    await expect(links[index]).toHaveAttribute('target', '_blank');
    await expect(links[index]).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

export async function expectNoSocialLinks({ canvas }: Ctx) {
  await expect(canvas.queryByRole('navigation', { name: 'Social media' })).toBeNull();
}

/** The carousel loads on demand: wait for it, then check every store card's rules (spec 2.11). */
export async function expectStoreCarousel({ canvas, args }: Ctx) {
  await canvas.findAllByRole('link', { name: 'Store Details' }, { timeout: 8000 });
  for (const store of args.storeCarousel?.stores ?? []) {
    const card = canvas.getByRole('heading', { name: store.name }).closest('article');
    if (card === null) throw new Error(`no card for ${store.name}`);
    const inCard = within(card);
    if (store.phone === null) await expect(inCard.queryByText(/Call :/)).toBeNull();
    else await expect(inCard.getByText(`Call : ${store.phone}`)).toBeInTheDocument();
    await expect(inCard.getByRole('link', { name: 'Store Details' })).toHaveAttribute(
      'href',
      store.detailsHref,
    );
  }
}

export async function expectNoStoreCarousel({ canvas }: Ctx) {
  await expect(canvas.queryByRole('link', { name: 'Store Details' })).toBeNull();
}

/** Headings show skeletons; the landmarks keep their names for screen readers. */
export async function expectHeadingSkeletons({ canvas, args }: Ctx) {
  // Each heading holds a desktop and a mobile label; only one of them is displayed.
  const shown = canvas
    .getAllByTestId('footer-heading-skeleton')
    .filter((skeleton) => skeleton.checkVisibility());
  await expect(shown).toHaveLength(3);
  await expect(canvas.getByRole('navigation', { name: args.quickLinks.title })).toBeVisible();
}

/** No CMS quick links: no "Quick Links" landmark and no bare heading. */
export async function expectNoQuickLinks({ canvas }: Ctx) {
  await expect(canvas.queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
  await expect(canvas.queryByText('Quick Links')).toBeNull();
  await expect(canvas.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();
}

/** Long lists: every link is there and nothing overflows the footer sideways. */
export async function expectLongLists({ canvas, canvasElement, args }: Ctx) {
  const nav = within(canvas.getByRole('navigation', { name: 'Shop' }));
  await expect(nav.getAllByRole('link')).toHaveLength(args.shopLinks.length);
  const footer = canvasElement.querySelector('footer');
  if (footer === null) throw new Error('no footer');
  await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
}

/**
 * The compliance notices with the legal line: a "Legal notices" region inside the footer holding
 * the licence line and every warning, just before the copyright, within the page's width.
 */
export async function expectLegalNotices({ canvasElement, args }: Ctx, design: string) {
  const footer = canvasElement.querySelector<HTMLElement>(`footer[data-footer="${design}"]`);
  if (footer === null) throw new Error(`no footer ${design}`);
  const { notices } = args;
  if (notices === null) throw new Error('the story needs notices');
  const region = within(footer).getByRole('region', { name: 'Legal notices' });
  const lines = [...region.querySelectorAll('p')].map((p) => p.textContent);
  const license = notices.license === null ? [] : [notices.license];
  await expect(lines).toEqual([...license, ...notices.warnings]);
  const copyright = within(footer).getByText(args.copyright);
  await expect(
    region.compareDocumentPosition(copyright) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth);
}
