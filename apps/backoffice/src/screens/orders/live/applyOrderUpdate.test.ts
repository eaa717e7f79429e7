import type { Order } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { applyOrderUpdate } from './applyOrderUpdate';

const order = (id: string, updatedAt: string | null, overrides: Partial<Order> = {}): Order => ({
  id,
  identifier: `A-${id}`,
  status: 'new',
  createdAt: '2024-05-01T08:00:00Z',
  updatedAt,
  meals: [],
  ...overrides,
});

describe('applyOrderUpdate', () => {
  it('puts the newer state of a listed order in its place', () => {
    const list = {
      items: [order('1', '2024-05-01T08:00:00Z'), order('2', '2024-05-01T08:00:00Z')],
      total: 2,
    };
    const update = order('2', '2024-05-01T08:05:00Z', { isActiveForRestaurant: false });
    expect(applyOrderUpdate(list, update)).toEqual({ items: [list.items[0], update], total: 2 });
    // The cached list is not changed.
    expect(list.items[1]?.isActiveForRestaurant).toBeUndefined();
  });

  it('keeps the list when the update is older than the listed state', () => {
    const list = { items: [order('1', '2024-05-01T08:05:00Z')], total: 1 };
    expect(applyOrderUpdate(list, order('1', '2024-05-01T08:00:00Z'))).toBe(list);
  });

  it('takes an update whose time cannot be compared', () => {
    const list = { items: [order('1', null)], total: 1 };
    const update = order('1', '2024-05-01T08:00:00Z', { status: 'approved' });
    expect(applyOrderUpdate(list, update).items).toEqual([update]);
  });

  it('keeps the list when it does not hold the order', () => {
    const list = { items: [order('1', null)], total: 1 };
    expect(applyOrderUpdate(list, order('9', null))).toBe(list);
  });
});
