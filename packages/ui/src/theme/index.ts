export { vars } from './contract.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { breakpoints, media } from './media';
export type { Tokens } from './tokens';
