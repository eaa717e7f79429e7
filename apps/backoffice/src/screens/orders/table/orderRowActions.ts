import type { Order } from '@backoffice/domain';
import { canApprove, canCancel } from '@backoffice/domain';

/** The super admin's row actions (spec section 2), in menu order. */
export const orderRowActionIds = [
  'approve',
  'cancel',
  'sendToCourier',
  'sendOut',
  'createDeliveryJob',
  'resendEmail',
  'previewEmail',
  'removeWarnings',
] as const;
/** One of {@link orderRowActionIds}. */
export type OrderRowActionId = (typeof orderRowActionIds)[number];

/**
 * The row actions an order offers now: approve and cancel by the domain's rules, send out while its delivery job
 * is initialized, create a delivery job when the platform says one can be created and there is none, remove
 * warnings when there are some; sending to a courier provider, resending and previewing the e-mail always.
 * @example availableRowActions({ status: 'new', isDeliveryProcessed: true, userProfile: { firstName: 'A', lastName: 'B' } }).includes('approve') // true
 */
export function availableRowActions(
  order: Pick<
    Order,
    | 'status'
    | 'isDeliveryProcessed'
    | 'userProfile'
    | 'deliveryJob'
    | 'canYouCreateDeliveryJob'
    | 'warning'
    | 'warnings'
  >,
): OrderRowActionId[] {
  const offered: Record<OrderRowActionId, boolean> = {
    approve: canApprove(order),
    cancel: canCancel(order),
    sendToCourier: true,
    sendOut: order.deliveryJob?.status === 'initialized',
    createDeliveryJob: order.canYouCreateDeliveryJob === true && !order.deliveryJob,
    resendEmail: true,
    previewEmail: true,
    removeWarnings: Boolean(order.warning) || (order.warnings?.length ?? 0) > 0,
  };
  return orderRowActionIds.filter((id) => offered[id]);
}
