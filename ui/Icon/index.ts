/** First-load code imports its icon's own file (./StoreIcon), not this barrel: the barrel brings
 * every icon in icons.tsx with it. */
export * from './SvgIcon';
export * from './StoreIcon';
export * from './icons';
