export { ConfirmDialog, StrongConfirmDialog, UnsavedChangesDialog } from './ConfirmDialog';
export type {
  ConfirmDialogProps,
  StrongConfirmDialogProps,
  UnsavedChangesDialogProps,
} from './ConfirmDialog';
