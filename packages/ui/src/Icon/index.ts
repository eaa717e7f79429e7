export { Icon, iconNames, iconSizes } from './Icon';
export type { IconName, IconProps } from './Icon';
