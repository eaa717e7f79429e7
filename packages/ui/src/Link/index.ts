export { Link, linkVariants } from './Link';
export type { LinkProps } from './Link';
