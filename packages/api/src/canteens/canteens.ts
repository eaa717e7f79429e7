import { number, string, type } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient, DownloadedFile } from '../client/createApiClient.js';
import { AnyAnswer, IdStruct, maybe } from '../client/structs.js';
import { ApproveAnswerStruct } from '../orders/order.struct.js';

/** PDF labels of a regular order: GET /public/order/{id}/label?token (no login). */
export const downloadOrderLabel = (
  client: ApiClient,
  orderId: string,
  token: string,
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadOrderLabel',
    method: 'GET',
    path: `/public/order/${seg(orderId)}/label`,
    query: { token },
    fallbackFileName: `label-${orderId}.pdf`,
  });

/** Cloud canteen labels: GET /cloud-canteen/label/view/{a}/{b}?cutoffTime (PDF). */
export const downloadCloudCanteenLabels = (
  client: ApiClient,
  a: string | number,
  b: string | number,
  cutoffTime: string,
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadCloudCanteenLabels',
    method: 'GET',
    path: `/cloud-canteen/label/view/${seg(a)}/${seg(b)}`,
    query: { cutoffTime },
    fallbackFileName: `labels-${a}-${b}.pdf`,
  });

/** Cloud canteen summary: GET /cloud-canteen/summary/{id}?token&cutoffTime (PDF). */
export const downloadCloudCanteenSummary = (
  client: ApiClient,
  id: string | number,
  input: { token: string; cutoffTime: string },
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadCloudCanteenSummary',
    method: 'GET',
    path: `/cloud-canteen/summary/${seg(id)}`,
    query: input,
    fallbackFileName: `summary-${id}.pdf`,
  });

const LabelTokenStruct = type({ token: string() });
/** GET /cloudcanteen/label/gettoken/{a}/{b}: the token of the public label page. */
export const getCloudCanteenLabelToken = async (
  client: ApiClient,
  a: string | number,
  b: string | number,
): Promise<string> =>
  (
    await action(
      client,
      'getCloudCanteenLabelToken',
      'GET',
      `/cloudcanteen/label/gettoken/${seg(a)}/${seg(b)}`,
      LabelTokenStruct,
    )
  ).token;

/** The public label page: /frontend-api/public/cloudcanteen/label/view/{a}/{b}?token&cutoffTime (a URL to open). */
export const publicCloudCanteenLabelUrl = (
  client: ApiClient,
  a: string | number,
  b: string | number,
  input: { token: string; cutoffTime: string },
): string =>
  client.url(`/public/cloudcanteen/label/view/${seg(a)}/${seg(b)}`, { root: 'frontend', query: input });

/** The public label page as a file (no bearer, frontend-api root). */
export const downloadPublicCloudCanteenLabels = (
  client: ApiClient,
  a: string | number,
  b: string | number,
  input: { token: string; cutoffTime: string },
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadPublicCloudCanteenLabels',
    method: 'GET',
    root: 'frontend',
    path: `/public/cloudcanteen/label/view/${seg(a)}/${seg(b)}`,
    query: input,
    fallbackFileName: `labels-${a}-${b}.pdf`,
  });

/** Approves an order from a public link: PUT /public/orders/{id}/approve?token. */
export const approvePublicOrder = (
  client: ApiClient,
  orderId: string,
  input: { token: string; preparationTime?: number },
) =>
  action(client, 'approvePublicOrder', 'PUT', `/public/orders/${seg(orderId)}/approve`, ApproveAnswerStruct, {
    query: { token: input.token },
    body:
      input.preparationTime === undefined ? {} : { delivery: { preparation_time: input.preparationTime } },
  });

const BudgetStruct = type({ canteenId: maybe(IdStruct), credits: maybe(number()) });
/** GET /cloud-canteens/budgets-for-user/{userId} (shape not shown: known fields typed, the rest kept). */
export const getCanteenBudgetsForUser = (client: ApiClient, userId: string | number) =>
  action(
    client,
    'getCanteenBudgetsForUser',
    'GET',
    `/cloud-canteens/budgets-for-user/${seg(userId)}`,
    AnyAnswer,
  );
/** POST /cloud-canteens/budgets-for-user/{userId} with canteenId and credits. */
export const setCanteenBudgetForUser = (
  client: ApiClient,
  userId: string | number,
  input: { canteenId: string | number; credits: number },
) =>
  action(
    client,
    'setCanteenBudgetForUser',
    'POST',
    `/cloud-canteens/budgets-for-user/${seg(userId)}`,
    BudgetStruct,
    { body: input },
  );
