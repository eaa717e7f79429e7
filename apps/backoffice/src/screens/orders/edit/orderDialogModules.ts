import { lazyModule } from '../../../lazy/lazyModule';

/** The edit screen's cancel dialog (TipTap e-mail editor, DOMPurify): loaded when it is first opened. */
export const cancelDialogModule = lazyModule('loadOrderCancelDialog', () => import('./OrderCancelDialog'));

/** The edit screen's refund, re-order and cost code dialogs: loaded when one of them is first opened. */
export const formDialogsModule = lazyModule('loadOrderFormDialogs', () => import('./OrderFormDialogs'));

/** The edit screen's approve dialog and its typed-'confirm' dialog: loaded once the screen is idle, or when opened. */
export const actionDialogsModule = lazyModule('loadOrderActionDialogs', () => import('./OrderActionDialogs'));
