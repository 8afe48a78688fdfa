export { Badge, badgeText, type BadgeProps } from './Badge';
