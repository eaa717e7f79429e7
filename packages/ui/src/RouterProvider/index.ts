export { RouterProvider } from './RouterProvider';
export type { RouterProviderProps } from './RouterProvider';
