export { ForbiddenPage, NotFoundPage } from './ErrorPage';
export type { ForbiddenPageProps, NotFoundPageProps } from './ErrorPage';
