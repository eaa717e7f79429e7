/** @backoffice/ui: the back-office kit. Every public export is listed here by name. */
import './theme/fonts';
import './theme/global.css';

export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { Badge, badgeTones } from './Badge';
export type { BadgeProps } from './Badge';
export { Box, boxElements } from './Box';
export type { BoxElement, BoxProps } from './Box';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs';
export { Button, buttonSizes, buttonTones, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { Chip, chipSizes, chipTones } from './Chip';
export type { ChipProps, ChipTone } from './Chip';
export { ConfirmDialog, StrongConfirmDialog, UnsavedChangesDialog } from './ConfirmDialog';
export type {
  ConfirmDialogProps,
  StrongConfirmDialogProps,
  UnsavedChangesDialogProps,
} from './ConfirmDialog';
export { Dialog, Modal, modalSizes } from './Dialog';
export type { DialogProps, ModalProps } from './Dialog';
export { ForbiddenPage, NotFoundPage } from './ErrorPage';
export type { ForbiddenPageProps, NotFoundPageProps } from './ErrorPage';
export { Icon, iconNames, iconSizes } from './Icon';
export type { IconName, IconProps } from './Icon';
export { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { LanguageSwitcher, locales } from './LanguageSwitcher';
export type { LanguageSwitcherProps, Locale } from './LanguageSwitcher';
export { Link, linkVariants } from './Link';
export type { LinkProps } from './Link';
export { Menu } from './Menu';
export type { MenuAction, MenuProps } from './Menu';
export { PageTitle, toDocumentTitle } from './PageTitle';
export type { PageTitleProps } from './PageTitle';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export {
  AutomatedJobChip,
  automatedJobStates,
  DeliveryJobStatusChip,
  OrderStatusChip,
  StatusChip,
  toDeliveryJobStatusTone,
  toOrderStatusTone,
} from './StatusChip';
export type {
  AutomatedJobChipProps,
  DeliveryJobStatusChipProps,
  OrderStatusChipProps,
  StatusChipProps,
} from './StatusChip';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { breakpoints, media, sprinkles, vars } from './theme';
export type { Sprinkles, Tokens } from './theme';
export { createToastQueue, showToast, ToastRegion, toastTimeout, toastTones } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
export { Tooltip, tooltipPlacements } from './Tooltip';
export type { TooltipProps } from './Tooltip';
