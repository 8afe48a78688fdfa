// Presentational primitives shared by every variant family. Theme tokens live in ./theme.
export * from './Badge';
export * from './Button';
export * from './Dropdown';
export * from './Icon';
export * from './IconButton';
export * from './Modal';
export * from './Skeleton';
export * from './Slider';
export * from './VisuallyHidden';
export * from './cssVars';
