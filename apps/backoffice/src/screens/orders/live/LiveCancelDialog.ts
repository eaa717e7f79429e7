/**
 * The live view's cancel dialog (the kit's CancelOrderDialog with its rich text e-mail editor, TipTap and
 * DOMPurify): its own chunk, loaded when Cancel is first pressed, so the restaurant's landing screen does not
 * carry an editor it rarely shows.
 */
export { CancelOrderDialog } from '@backoffice/ui';
