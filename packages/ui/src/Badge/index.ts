export { Badge, badgeTones } from './Badge';
export type { BadgeProps } from './Badge';
