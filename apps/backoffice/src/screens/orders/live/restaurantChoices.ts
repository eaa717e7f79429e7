import type { ManagedEntity, Order } from '@backoffice/domain';

/** A restaurant of the open tab's picker. */
export interface RestaurantChoice {
  /** The id as the route writes it. */
  id: string;
  name: string;
}

/**
 * The managed restaurants (token claims, in their order) with their names: the name the platform gives for the
 * restaurant (GET /restaurants/{id}), else the restaurantName of one of its listed orders, else the id (a name
 * not loaded yet).
 * @example restaurantChoices([{ iri: '/api/v1/restaurants/2', id: 2 }], [{ id: 2, name: 'Burger Barn' }], []) // [{ id: '2', name: 'Burger Barn' }]
 */
export function restaurantChoices(
  managed: readonly ManagedEntity[],
  restaurants: ReadonlyArray<{ id: string | number; name?: string | null }>,
  orders: readonly Pick<Order, 'restaurant' | 'restaurantName'>[],
): RestaurantChoice[] {
  return managed.map(({ id }) => {
    const key = String(id);
    const fromApi = restaurants.find((restaurant) => String(restaurant.id) === key)?.name;
    const fromOrder = orders.find((order) => restaurantIdOf(order) === key)?.restaurantName;
    return { id: key, name: fromApi || fromOrder || key };
  });
}

function restaurantIdOf(order: Pick<Order, 'restaurant'>): string | null {
  const { restaurant } = order;
  if (restaurant && typeof restaurant === 'object') return String(restaurant.id);
  if (typeof restaurant === 'string') return restaurant.split('/').pop() ?? null;
  return null;
}
