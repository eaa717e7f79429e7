export { isPlainClick } from '../private/isPlainClick';
export { RouterProvider } from './RouterProvider';
export type { RouterProviderProps } from './RouterProvider';
