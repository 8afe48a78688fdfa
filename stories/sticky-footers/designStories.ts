/**
 * The states every sticky footer design is shown in, with their checks, so the ten story files
 * stay alike: each design's own item set and badge rule come from its fixture args.
 */
import type { StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { StickyFooterVariant } from '../../schemas';
import { designStates } from '../../variants/sticky-footers/fixtures';
import type { StickyFooterProps } from '../../variants/sticky-footers/types';
import { MOBILE, TABLET } from '../viewports';

type Story = StoryObj<ComponentType<StickyFooterProps>>;

/** Meta fields shared by every design: mobile viewport, spies for every event. */
export function designMeta(design: StickyFooterVariant) {
  return {
    globals: MOBILE,
    args: {
      ...designStates(design).default,
      onNavigate: fn(),
      onMenu: fn(),
      onCentre: fn(),
      onCloseSheet: fn(),
    },
  };
}

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Mobile navigation' });

export function designStories(design: StickyFooterVariant) {
  const states = designStates(design);
  const cartText = (count: number) => {
    const rule = states.default.cartBadge;
    if (count === 0) return rule === 'showZero' ? '0' : null;
    return rule === 'cap99' && count > 99 ? '99+' : String(count);
  };

  const expectBadge = async (canvasElement: HTMLElement, count: number) => {
    const bar = within(nav(canvasElement));
    const text = cartText(count);
    if (text === null) {
      await expect(bar.queryByTestId('cart-badge')).toBeNull();
      await expect(bar.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('aria-describedby');
      return;
    }
    await expect(bar.getByTestId('cart-badge')).toHaveTextContent(text);
    await expect(
      bar.getByRole('link', { name: 'Cart', description: `${text} items` }),
    ).toBeInTheDocument();
  };

  const stories = {
    Default: {
      play: async ({ canvasElement, args }) => {
        const bar = nav(canvasElement);
        await expect(bar).toHaveAttribute('data-sticky-footer', design);
        const links = within(bar);
        await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        for (const item of args.items) {
          const role = item.href === null ? 'button' : 'link';
          const control = links.getByRole(role, { name: item.text });
          if (item.href !== null) await expect(control).toHaveAttribute('href', item.href);
        }
        if (args.centre !== null)
          await expect(links.getByRole('button', { name: args.centre.text })).toBeInTheDocument();
      },
    },
    CartActive: {
      args: states.cartActive,
      parameters: { route: '/cart' },
      play: async ({ canvasElement }) => {
        await expect(
          within(nav(canvasElement)).getByRole('link', { name: 'Cart' }),
        ).toHaveAttribute('aria-current', 'page');
      },
    },
    Loading: {
      args: states.loading,
      play: async ({ canvasElement }) => {
        const bar = within(nav(canvasElement));
        await expect(bar.getAllByTestId('sticky-footer-spinner')).toHaveLength(1);
        const busy = bar.getAllByRole('link').filter((link) => link.getAttribute('aria-busy'));
        await expect(busy).toHaveLength(1);
      },
    },
    EmptyCart: {
      args: states.emptyCart,
      play: async ({ canvasElement }) => expectBadge(canvasElement, 0),
    },
    FiveInCart: {
      args: states.fiveInCart,
      play: async ({ canvasElement }) => expectBadge(canvasElement, 5),
    },
    BigCart: {
      args: states.bigCart,
      play: async ({ canvasElement }) => expectBadge(canvasElement, 120),
    },
    CmsIcons: { args: states.cmsIcons },
    Events: {
      play: async ({ canvasElement, userEvent, args }) => {
        const bar = within(nav(canvasElement));
        await userEvent.click(bar.getByRole('link', { name: 'Cart' }));
        await expect(args.onNavigate).toHaveBeenCalledWith('cart');
        const menu = bar.queryByRole('button', { name: 'Menu' });
        if (menu !== null) {
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
          await userEvent.click(menu);
          await expect(args.onMenu).toHaveBeenCalledTimes(1);
        }
        if (args.centre !== null) {
          await userEvent.click(bar.getByRole('button', { name: args.centre.text }));
          await expect(args.onCentre).toHaveBeenCalledTimes(1);
        }
        await expect(args.onNavigate).toHaveBeenCalledTimes(1);
      },
    },
    Hidden: {
      args: { ...states.default, hidden: true },
      play: async ({ canvasElement }) => {
        const bar = within(canvasElement).getByRole('navigation', { hidden: true });
        await expect(bar).not.toBeVisible();
        // Slid out, but its reserved space stays in the page flow.
        await expect(bar.parentElement?.getBoundingClientRect().height).toBeGreaterThan(0);
      },
    },
    Tablet: { globals: TABLET },
  } satisfies Record<string, Story>;
  return stories;
}

/** The designs' "More" sheet called `name`, open and visible; queries run inside it. */
export async function openSheet(canvasElement: HTMLElement, name: string) {
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await expect(sheet).toBeVisible();
  return within(sheet);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The sheet's carousel has stopped moving: its slides' transforms read the same two frames apart.
 * The coverflow places its side slides over a few frames after the sheet opens, so a picture taken
 * earlier catches them at a sub-pixel offset that differs from run to run.
 */
export async function carouselSettled(canvasElement: HTMLElement) {
  const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog');
  const transforms = () =>
    [...sheet.querySelectorAll('.swiper-wrapper, .swiper-slide')]
      .map((element) => getComputedStyle(element).transform)
      .join(' ');
  let last = transforms();
  for (let tries = 0; tries < 60; tries += 1) {
    await nextFrame();
    await nextFrame();
    const now = transforms();
    if (now === last) return;
    last = now;
  }
  throw new Error('The sheet carousel kept moving for 120 frames');
}
