/** Design tokens shared by every variant. CMS colours are not here: they arrive as CSS custom
 * properties set on a variant's wrapper (see conventions), so one theme serves every retailer. */
export const theme = {
  color: {
    ink: '#14161a',
    inkMuted: '#4d535c',
    inkSubtle: '#6b717b',
    surface: '#ffffff',
    surfaceAlt: '#f5f6f4',
    surfaceSunken: '#eceee9',
    border: '#dcdfd8',
    brand: '#1f6f4a',
    brandStrong: '#155237',
    brandSoft: '#e3f1e8',
    accent: '#f2b632',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    warning: '#8a5a00',
    focus: '#2563eb',
    overlay: 'rgba(12, 14, 18, 0.55)',
    onBrand: '#ffffff',
  },
  font: {
    // 'Inter Fallback' (fontFallback.css) is Arial scaled to Inter's metrics: no reflow at the swap.
    family: "'Inter', 'Inter Fallback', system-ui, sans-serif",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 6px 16px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
  /** Breakpoints match the Storybook viewports: mobile 375, tablet 768, desktop 1280. */
  breakpoint: { tablet: '768px', desktop: '1024px', wide: '1280px' },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
    wide: '@media (min-width: 1280px)',
  },
  layout: { maxWidth: '1280px', gutter: '16px', headerHeight: '64px' },
  /**
   * The page's stacking order, lowest first: every z-index of the app comes from here. Modal
   * dialogs (popups, drawers, modals) need none: showModal() puts them and their backdrop in the
   * browser's top layer, above all of these (e2e/popups.spec.ts checks the fixed layers).
   */
  z: {
    sticky: 100,
    dropdown: 101,
    prompt: 200,
    drawer: 300,
    modal: 400,
    popup: 450,
    toast: 500,
    toolbar: 600,
  },
  motion: { fast: '120ms', base: '200ms' },
} as const;

export type Theme = typeof theme;
