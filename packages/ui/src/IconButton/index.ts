export { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';
export type { IconButtonProps } from './IconButton';
