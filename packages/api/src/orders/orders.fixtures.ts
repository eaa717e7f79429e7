/**
 * A wire order as the platform sends it, for tests and stories.
 * @example buildOrderDto({ status: 'approved' })
 */
export function buildOrderDto(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = typeof overrides.id === 'string' ? overrides.id : '100234';
  return {
    '@id': `/api/v1/orders/${id}`,
    '@type': 'Order',
    id,
    identifier: `ORD-${id}`,
    status: 'new',
    createdAt: '2024-05-01T09:00:00+00:00',
    isAsap: true,
    restaurant: { id: 1, name: 'Pizza Place', displayCanteenSubOrders: false },
    company: { id: 1, name: 'Acme' },
    userProfile: { firstName: 'Anna', lastName: 'Kovács' },
    meals: [
      {
        id: 11,
        name: 'Margherita',
        quantity: 2,
        refundedQuantity: 0,
        supplierPrice: 1800,
        children: [
          { groupPosition: 0, mealOptionPosition: 1, quantity: 1, mealoption: { name: 'Extra cheese' } },
        ],
      },
    ],
    mealsQuantity: 2,
    paymentMethod: 'barion',
    priceSumItems: 4000,
    priceDelivery: 500,
    priceTotal: 4500,
    currency: 'HUF',
    currencyLocale: 'hu-HU',
    deliveryJob: null,
    internalAuditTrail: { kept: true },
    ...overrides,
  };
}

/** A hydra collection of the given members. */
export function buildHydraList(members: unknown[], total = members.length): Record<string, unknown> {
  return {
    '@context': '/api/v1/contexts/Order',
    '@id': '/api/v1/orders',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  };
}
