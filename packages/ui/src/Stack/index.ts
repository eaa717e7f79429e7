export { Stack } from './Stack';
export type { StackProps } from './Stack';
