export { Box, boxElements } from './Box';
export type { BoxElement, BoxProps } from './Box';
