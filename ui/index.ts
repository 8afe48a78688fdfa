// Presentational primitives shared by every variant family. Theme tokens live in ./theme.
export * from './Badge';
export * from './Button';
export * from './Chip';
export * from './Drawer';
export * from './Dropdown';
export * from './Icon';
export * from './IconButton';
export * from './Modal';
export * from './Skeleton';
// Slider is not re-exported: importing it pulls swiper and its CSS into whatever chunk imports
// this barrel. Import it from 'ui/Slider' where a carousel is really needed.
export * from './VisuallyHidden';
export * from './cssVars';
export * from './ScrollStrip';
