import type { CancelPayload, ExpenseCodeEntry, Order, Refund } from '@backoffice/domain';
import { LIMITS } from '@backoffice/domain';
import { is } from 'superstruct';

import type { ApiClient, DownloadedFile, QueryParams } from '../client/createApiClient.js';
import { HttpError } from '../client/errors.js';
import type { ListResult } from '../client/hydra.js';
import { hydraCollection, toListResult } from '../client/hydra.js';
import { SuccessStruct } from '../client/structs.js';
import {
  ApproveAnswerStruct,
  CourierProviderAnswerStruct,
  DefaultDeliveryJobValuesStruct,
  EmailPreviewStruct,
  OrderStruct,
  RefundCalculationStruct,
} from './order.struct.js';

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

const OrderList = hydraCollection(OrderStruct);
const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/**
 * GET /orders with filters (bracket arrays, `order[field]`, `requiredDeliveryTime[after]`...).
 * @example await listOrders(client, { status: 'new', itemsPerPage: 100 }) // { items: [...], total: 3 }
 */
export async function listOrders(
  client: ApiClient,
  query: QueryParams = {},
  options: CallOptions = {},
): Promise<ListResult<Order>> {
  return toListResult(
    await client.request({
      call: 'listOrders',
      method: 'GET',
      path: '/orders',
      query,
      response: OrderList,
      ...options,
    }),
  );
}

/** GET /orders/v2, the same shape as /orders. */
export async function listOrdersV2(
  client: ApiClient,
  query: QueryParams = {},
  options: CallOptions = {},
): Promise<ListResult<Order>> {
  return toListResult(
    await client.request({
      call: 'listOrdersV2',
      method: 'GET',
      path: '/orders/v2',
      query,
      response: OrderList,
      ...options,
    }),
  );
}

/** The live list of new orders: GET /orders?status=new&itemsPerPage=100. */
export function listNewOrders(
  client: ApiClient,
  query: QueryParams = {},
  options: CallOptions = {},
): Promise<ListResult<Order>> {
  return listOrders(client, { ...query, status: 'new', itemsPerPage: LIMITS.orderListPageSize }, options);
}

/** The live list of active orders: GET /orders?activeOrders=true&itemsPerPage=100. */
export function listActiveOrders(
  client: ApiClient,
  query: QueryParams = {},
  options: CallOptions = {},
): Promise<ListResult<Order>> {
  return listOrders(
    client,
    { ...query, activeOrders: true, itemsPerPage: LIMITS.orderListPageSize },
    options,
  );
}

/** The order history between two instants: GET /orders?requiredDeliveryTime[after]=..&requiredDeliveryTime[before]=.. */
export function listOrderHistory(
  client: ApiClient,
  range: { after: string; before: string },
  query: QueryParams = {},
  options: CallOptions = {},
): Promise<ListResult<Order>> {
  return listOrders(
    client,
    { ...query, requiredDeliveryTime: { after: range.after, before: range.before } },
    options,
  );
}

/** GET /orders/{id}. @example await getOrder(client, '100234') */
export function getOrder(client: ApiClient, id: string, options: CallOptions = {}): Promise<Order> {
  return client.request({
    call: 'getOrder',
    method: 'GET',
    path: path(id),
    response: OrderStruct,
    ...options,
  });
}

/** The approve answer: the order, and whether somebody else had approved it already. */
export interface ApproveResult {
  order: Order;
  alreadyApproved: boolean;
}

/**
 * PUT /orders/{id}/approve with the preparation time; the approve source is restaurant_admin for a
 * restaurant admin and admin for everyone else.
 * @example await approveOrder(client, '100234', { preparationTime: 20 }) // { order, alreadyApproved: false }
 */
export async function approveOrder(
  client: ApiClient,
  id: string,
  input: { preparationTime: number },
): Promise<ApproveResult> {
  const answer = await client.request({
    call: 'approveOrder',
    method: 'PUT',
    path: `${path(id)}/approve`,
    body: {
      delivery: { preparation_time: input.preparationTime },
      params: { approve_source: client.session.source() },
    },
    response: ApproveAnswerStruct,
  });
  const { already_approved: alreadyApproved = false, ...order } = answer;
  return { order, alreadyApproved };
}

/** PUT /orders/{id}/preparation-confirm. */
export function confirmOrderPreparation(client: ApiClient, id: string): Promise<Order> {
  return client.request({
    call: 'confirmOrderPreparation',
    method: 'PUT',
    path: `${path(id)}/preparation-confirm`,
    body: {},
    response: OrderStruct,
  });
}

/** PUT /orders/{id}/cancel with the cancel payload. */
export function cancelOrder(client: ApiClient, id: string, payload: CancelPayload): Promise<Order> {
  return client.request({
    call: 'cancelOrder',
    method: 'PUT',
    path: `${path(id)}/cancel`,
    body: payload,
    response: OrderStruct,
  });
}

/** What a refund would cost the company and the user. */
export interface RefundCalculation {
  companyAmount: number;
  userAmount: number | undefined;
}

/** PUT /orders/{id}/refund-order/calculate. */
export async function calculateRefund(
  client: ApiClient,
  id: string,
  refund: Refund,
): Promise<RefundCalculation> {
  const answer = await client.request({
    call: 'calculateRefund',
    method: 'PUT',
    path: `${path(id)}/refund-order/calculate`,
    body: refund,
    response: RefundCalculationStruct,
  });
  return { companyAmount: answer.company_amount, userAmount: answer.user_amount };
}

/** PUT /orders/{id}/refund (meal lines) or PUT /orders/{id}/refund-order (whole order). */
export function refundOrder(
  client: ApiClient,
  id: string,
  refund: Refund,
  endpoint: 'refund' | 'refund-order' = 'refund',
): Promise<Order> {
  return client.request({
    call: 'refundOrder',
    method: 'PUT',
    path: `${path(id)}/${endpoint}`,
    body: refund,
    response: OrderStruct,
  });
}

/** PUT /orders/{id}/re-order; answers the new order. */
export function reOrder(client: ApiClient, id: string, reason: string): Promise<Order> {
  return client.request({
    call: 'reOrder',
    method: 'PUT',
    path: `${path(id)}/re-order`,
    body: { reason },
    response: OrderStruct,
  });
}

/** GET /orders/{id}/confirmation-email-preview; the HTML of the e-mail. */
export async function getConfirmationEmailPreview(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<string> {
  const answer = await client.request({
    call: 'getConfirmationEmailPreview',
    method: 'GET',
    path: `${path(id)}/confirmation-email-preview`,
    response: EmailPreviewStruct,
    ...options,
  });
  return answer.html;
}

/** POST /orders/{id}/resend-email. */
export async function resendOrderEmail(client: ApiClient, id: string): Promise<void> {
  await client.request({
    call: 'resendOrderEmail',
    method: 'POST',
    path: `${path(id)}/resend-email`,
    body: {},
    response: SuccessStruct,
  });
}

/** PUT /orders/{id}/send-out/{product}. */
export function sendOutOrder(client: ApiClient, id: string, product: string): Promise<Order> {
  return client.request({
    call: 'sendOutOrder',
    method: 'PUT',
    path: `${path(id)}/send-out/${encodeURIComponent(product)}`,
    body: {},
    response: OrderStruct,
  });
}

/** GET /orders/{id}/default-delivery-job-values (shape not shown: known fields typed, others kept). */
export function getDefaultDeliveryJobValues(client: ApiClient, id: string, options: CallOptions = {}) {
  return client.request({
    call: 'getDefaultDeliveryJobValues',
    method: 'GET',
    path: `${path(id)}/default-delivery-job-values`,
    response: DefaultDeliveryJobValuesStruct,
    ...options,
  });
}

/** PUT /orders/{id}/clear-delivery-warnings. */
export function clearDeliveryWarnings(client: ApiClient, id: string): Promise<Order> {
  return client.request({
    call: 'clearDeliveryWarnings',
    method: 'PUT',
    path: `${path(id)}/clear-delivery-warnings`,
    body: {},
    response: OrderStruct,
  });
}

/** GET /orders/{id}/download/meal-info-list: a file named by content-disposition. */
export function downloadMealInfoList(client: ApiClient, id: string): Promise<DownloadedFile> {
  return client.download({
    call: 'downloadMealInfoList',
    method: 'GET',
    path: `${path(id)}/download/meal-info-list`,
    fallbackFileName: `meal-info-${id}.csv`,
  });
}

/** PUT /orders/{id}/update-proof-of-delivery. */
export function updateProofOfDelivery(
  client: ApiClient,
  id: string,
  body: { proofOfDelivery?: string } = {},
): Promise<Order> {
  return client.request({
    call: 'updateProofOfDelivery',
    method: 'PUT',
    path: `${path(id)}/update-proof-of-delivery`,
    body,
    response: OrderStruct,
  });
}

/** PUT /orders/{id}/deliverect-cancel. */
export function cancelDeliverectOrder(client: ApiClient, id: string): Promise<Order> {
  return client.request({
    call: 'cancelDeliverectOrder',
    method: 'PUT',
    path: `${path(id)}/deliverect-cancel`,
    body: {},
    response: OrderStruct,
  });
}

/** PUT /orders/{id} with the cost-code rows (and the expense code of the rule, when there is one). */
export function updateOrderCostCodes(
  client: ApiClient,
  id: string,
  input: { costCode: ExpenseCodeEntry[]; expenseCode?: ExpenseCodeEntry[] | string | null },
): Promise<Order> {
  return client.request({
    call: 'updateOrderCostCodes',
    method: 'PUT',
    path: path(id),
    body: input,
    response: OrderStruct,
  });
}

/** The courier provider's answer: success, or the server's errors (joined with semicolons on screen). */
export type CourierProviderResult = { success: true } | { success: false; errors: string[] };

/** POST /orders/{id}/send-to-courier-provider; a refusal with errors is a result, not an exception. */
export async function sendToCourierProvider(
  client: ApiClient,
  id: string,
  input: { deliveryMethod: string; vehicleType?: string | null; priority?: number | null },
): Promise<CourierProviderResult> {
  try {
    return await client.request({
      call: 'sendToCourierProvider',
      method: 'POST',
      path: `${path(id)}/send-to-courier-provider`,
      body: input,
      response: CourierProviderAnswerStruct,
    });
  } catch (error) {
    if (error instanceof HttpError && is(error.body, CourierProviderAnswerStruct)) return error.body;
    throw error;
  }
}

/** GET /orders/export with the selected ids and the active filters: a CSV named by content-disposition. */
export function exportOrders(
  client: ApiClient,
  input: { ids?: readonly string[]; filters?: QueryParams } = {},
): Promise<DownloadedFile> {
  return client.download({
    call: 'exportOrders',
    method: 'GET',
    path: '/orders/export',
    query: { ...input.filters, ...(input.ids && input.ids.length > 0 ? { ids: input.ids } : {}) },
    fallbackFileName: 'orders-export.csv',
  });
}
