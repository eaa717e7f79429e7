export { PageTitle, toDocumentTitle } from './PageTitle';
export type { PageTitleProps } from './PageTitle';
