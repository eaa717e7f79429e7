export { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { WithAriaButtons } from './WithAriaButtons';
