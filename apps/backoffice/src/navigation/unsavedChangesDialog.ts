// The kit's stay-or-leave dialog, in a chunk of its own: it loads once a form has unsaved changes, so the
// screens without a form (the sign-in screens first) never load the dialog code.
export { UnsavedChangesDialog } from '@backoffice/ui';
