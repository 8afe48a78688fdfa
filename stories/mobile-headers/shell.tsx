import type { Decorator } from '@storybook/react-vite';

/** The app shell owns the `<header>` landmark; the mobile headers render inside it. */
export const inShellHeader: Decorator = (Story) => (
  <header>
    <Story />
  </header>
);

/** The widths the mobile headers exist at (they hide from 1024 px, spec 2.5). */
export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const tablet = { viewport: { value: 'tablet', isRotated: false } };
