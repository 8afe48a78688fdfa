// The preview's viewports as story globals (the sizes are in .storybook/viewports): one definition, so
// every story at "mobile" is at the same mobile.
export const MOBILE = { viewport: { value: 'mobile', isRotated: false } };
export const TABLET = { viewport: { value: 'tablet', isRotated: false } };
