/** The three review widths the designers judge every variant at, the narrowest desktop (1024, where
 * desktop headers are most crowded), plus tall versions of each for
 * the family matrix stories: a screenshot covers the viewport, and a matrix is long. */
export const VIEWPORTS = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '700px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  mobileTall: {
    name: 'Mobile 375 (matrix)',
    styles: { width: '375px', height: '6400px' },
    type: 'mobile',
  },
  tabletTall: {
    name: 'Tablet 768 (matrix)',
    styles: { width: '768px', height: '5000px' },
    type: 'tablet',
  },
  desktopTall: {
    name: 'Desktop 1280 (matrix)',
    styles: { width: '1280px', height: '4400px' },
    type: 'desktop',
  },
} as const;
