import { describe, expect, it } from 'vitest';

import { HttpError, ResponseShapeError, ViolationsError } from '../client/errors.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';
import type { TestRoute } from '../testing/createTestApiClient.js';
import { createTestApiClient, jsonResponse, UnstubbedCallError } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { buildHydraList, buildOrderDto } from './orders.fixtures.js';
import {
  approveOrder,
  calculateRefund,
  cancelOrder,
  exportOrders,
  getConfirmationEmailPreview,
  getOrder,
  listActiveOrders,
  listNewOrders,
  listOrderHistory,
  sendToCourierProvider,
  updateOrderCostCodes,
} from './orders.js';

const NOW = new Date('2024-05-01T10:00:00Z');

function clientAs(roles: string[], routes: Record<string, TestRoute>) {
  const cookies = createMemoryCookieStore({ jwt: buildToken({ roles }, NOW), refresh: 'r' });
  return createTestApiClient(routes, { cookies, now: () => NOW });
}

describe('orders', () => {
  it('reads an order and keeps the fields the UI does not know', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'GET /orders/:id': ({ params }) => buildOrderDto({ id: params.id }),
    });
    const order = await getOrder(client, '100234-1');
    expect(order).toMatchObject({ id: '100234-1', status: 'new', meals: [{ name: 'Margherita' }] });
    expect(order).toHaveProperty('internalAuditTrail', { kept: true });
    expect(client.requests[0]?.path).toBe('/orders/100234-1');
  });

  it('fails with the call and the field when an order has the wrong shape', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'GET /orders/:id': () => buildOrderDto({ meals: [{ id: 1, name: 'x', quantity: 'two' }] }),
    });
    const error = await getOrder(client, '1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ call: 'getOrder', field: 'meals.0.quantity' });
  });

  it('asks the live lists for 100 new or active orders', async () => {
    const client = clientAs(['ROLE_RESTAURANT'], {
      'GET /orders': () => buildHydraList([buildOrderDto()], 1),
    });
    await expect(listNewOrders(client)).resolves.toMatchObject({ total: 1, items: [{ id: '100234' }] });
    await listActiveOrders(client, { restaurant: 1 });
    expect(Object.fromEntries(client.requests[0]?.query ?? [])).toEqual({
      status: 'new',
      itemsPerPage: '100',
    });
    expect(Object.fromEntries(client.requests[1]?.query ?? [])).toEqual({
      restaurant: '1',
      activeOrders: 'true',
      itemsPerPage: '100',
    });
  });

  it('filters the history by required delivery time in bracket form', async () => {
    const client = clientAs(['ROLE_ADMIN'], { 'GET /orders': () => ({ member: [], totalItems: 0 }) });
    await expect(listOrderHistory(client, { after: '2024-05-01', before: '2024-05-02' })).resolves.toEqual({
      items: [],
      total: 0,
    });
    const query = client.requests[0]?.query;
    expect(query?.get('requiredDeliveryTime[after]')).toBe('2024-05-01');
    expect(query?.get('requiredDeliveryTime[before]')).toBe('2024-05-02');
  });

  it.each([
    [['ROLE_RESTAURANT'], 'restaurant_admin'],
    [['ROLE_ADMIN'], 'admin'],
    [['ROLE_COMPANY'], 'admin'],
  ])('approves with source %j → %s', async (roles, source) => {
    const client = clientAs(roles, {
      'PUT /orders/:id/approve': ({ params }) => buildOrderDto({ id: params.id, status: 'approved' }),
    });
    const result = await approveOrder(client, '100234', { preparationTime: 25 });
    expect(result).toMatchObject({ alreadyApproved: false, order: { status: 'approved' } });
    expect(client.requests[0]?.body).toEqual({
      delivery: { preparation_time: 25 },
      params: { approve_source: source },
    });
  });

  it('tells when the order was approved already', async () => {
    const client = clientAs(['ROLE_RESTAURANT'], {
      'PUT /orders/:id/approve': () => buildOrderDto({ status: 'approved', already_approved: true }),
    });
    const result = await approveOrder(client, '100234', { preparationTime: 10 });
    expect(result.alreadyApproved).toBe(true);
    expect(result.order).not.toHaveProperty('already_approved');
  });

  it('shows the violations of a bad cancel payload', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'PUT /orders/:id/cancel': () =>
        jsonResponse(
          {
            '@type': 'ConstraintViolationList',
            violations: [{ propertyPath: 'reason', message: 'This value should not be blank.' }],
          },
          400,
        ),
    });
    const error = await cancelOrder(client, '1', { reasonType: 'other' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViolationsError);
    expect((error as ViolationsError).fieldErrors).toEqual({ reason: 'This value should not be blank.' });
  });

  it('calculates a refund into company and user amounts', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'PUT /orders/:id/refund-order/calculate': () => ({ company_amount: 1200, user_amount: 300 }),
    });
    await expect(calculateRefund(client, '1', { items: [{ item: 11, quantity: 1 }] })).resolves.toEqual({
      companyAmount: 1200,
      userAmount: 300,
    });
  });

  it('returns the courier provider errors as a result', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'POST /orders/:id/send-to-courier-provider': ({ body }) =>
        (body as { deliveryMethod: string }).deliveryMethod === 'stuart'
          ? { success: true }
          : jsonResponse({ success: false, errors: ['No courier', 'Too far'] }, 400),
    });
    await expect(sendToCourierProvider(client, '1', { deliveryMethod: 'stuart' })).resolves.toEqual({
      success: true,
    });
    await expect(sendToCourierProvider(client, '1', { deliveryMethod: 'wolt' })).resolves.toEqual({
      success: false,
      errors: ['No courier', 'Too far'],
    });
  });

  it('keeps other 400s as errors', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'POST /orders/:id/send-to-courier-provider': () => jsonResponse({ message: 'Order is cancelled' }, 400),
    });
    await expect(sendToCourierProvider(client, '1', { deliveryMethod: 'x' })).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it('sends the cost codes with PUT on the order', async () => {
    const client = clientAs(['ROLE_COMPANY'], { 'PUT /orders/:id': () => buildOrderDto() });
    const costCode = [{ codes: { default: 'A-1' }, distribution: 100 }];
    await updateOrderCostCodes(client, '1', { costCode });
    expect(client.requests[0]?.body).toEqual({ costCode });
  });

  it('exports the selected ids with the filters as a named CSV', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'GET /orders/export': () =>
        new Response('a', {
          headers: { 'Content-Disposition': 'attachment; filename="orders-export-2024-05-01.csv"' },
        }),
    });
    const file = await exportOrders(client, { ids: ['1', '2'], filters: { status: 'new' } });
    expect(file.fileName).toBe('orders-export-2024-05-01.csv');
    expect(client.requests[0]?.query.getAll('ids[]')).toEqual(['1', '2']);
    expect(client.requests[0]?.query.get('status')).toBe('new');
  });

  it('reads the e-mail preview html', async () => {
    const client = clientAs(['ROLE_ADMIN'], {
      'GET /orders/:id/confirmation-email-preview': () => ({ html: '<p>Hi</p>' }),
    });
    await expect(getConfirmationEmailPreview(client, '1')).resolves.toBe('<p>Hi</p>');
  });

  it('throws on a call the test did not stub', async () => {
    const client = clientAs(['ROLE_ADMIN'], {});
    await expect(getOrder(client, '1')).rejects.toBeInstanceOf(UnstubbedCallError);
  });
});
