// The kit's toast region, in a chunk of its own: it loads with the first toast, so a screen that shows none
// (the sign-in form on its way to success) never loads the region's code.
export { ToastRegion } from '@backoffice/ui';
