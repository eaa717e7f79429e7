/**
 * @backoffice/ui: the back-office kit. Each component folder's barrel lists its public exports by name;
 * src/exports.test.ts pins the whole public API, so an export cannot appear or vanish unnoticed.
 */
import './theme/fonts';
import './theme/global.css';

export * from './AddressField';
export * from './AppShell';
export * from './Badge';
export * from './Box';
export * from './Breadcrumbs';
export * from './Button';
export * from './Chip';
export * from './ConfirmDialog';
export * from './DataList';
export * from './DateFields';
export * from './Dialog';
export * from './ErrorPage';
export * from './Form';
export * from './Icon';
export * from './IconButton';
export * from './Inline';
export * from './LanguageSwitcher';
export * from './Link';
export * from './Menu';
export * from './orderDialogs';
export * from './orders';
export * from './PageTitle';
export * from './Popover';
export * from './RichTextEditor';
export * from './Skeleton';
export * from './Spinner';
export * from './Stack';
export * from './StatusChip';
export * from './Tabs';
export * from './Toast';
export * from './Tooltip';
export * from './TranslationsLoading';
export * from './Upload';
export { breakpoints, media, sprinkles, vars } from './theme';
export type { Sprinkles, Tokens } from './theme';
