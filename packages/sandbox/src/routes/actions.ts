import type { CourierStatus } from '@backoffice/domain';
import type { Context, Hono } from 'hono';

import { cloudCanteenRestaurants } from '../canteens.js';
import type { Principal, SandboxContext, SandboxEnv } from '../context.js';
import { holds, principalOf, readBody, requireRole } from '../context.js';
import { filterList } from '../filters.js';
import { API, ApiProblem, ValidationProblem, hydraCollection, idOf, iri, toItem } from '../hydra.js';
import { contentDisposition } from '../lib/contentDisposition.js';
import { publicToken, randomToken, tokenMatches } from '../lib/crypto.js';
import { jsonDepth } from '../limits.js';
import { cutoffText } from '../orderFactory.js';
import {
  deliveryJobChanged,
  jobStatusFor,
  orderChanged,
  renderDeliveryJob,
  renderOrder,
  restaurantIdOf,
} from '../orderService.js';
import { findRecord, recordChanged, renderRecord, resourceOf } from '../resources.js';
import { mergeFields, writeViolations } from '../schemas.js';
import { assertStorable } from '../store.js';
import type { StoredDeliveryJob, StoredRecord } from '../store.js';
import { toCsv } from './orders.js';

type C = Context<SandboxEnv>;

function csvFile(c: C, rows: unknown[][], filename: string): Response {
  return c.body(toCsv(rows), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition('attachment', filename),
  });
}

function endOfDay(now: Date): string {
  const end = new Date(now);
  end.setUTCHours(23, 59, 59, 0);
  return end.toISOString();
}

/** Named actions of the second document, per resource. */
export function registerActions(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  const { store } = ctx;
  const record = (c: C, base: string, admin = true): StoredRecord => {
    const principal = principalOf(c);
    if (admin) requireRole(principal, 'ROLE_ADMIN');
    return findRecord(ctx, resourceOf(base), principal, c.req.param('id') ?? '');
  };
  const changed = (base: string, entry: StoredRecord, kind: 'create' | 'update' | 'delete' = 'update') => {
    store.changed(resourceOf(base).collection ?? base, entry.id);
    recordChanged(ctx, resourceOf(base), entry, kind);
  };
  const clone = (base: string, entry: StoredRecord, rename: (copy: StoredRecord) => void): StoredRecord => {
    const copy: StoredRecord = { ...structuredClone(entry), id: store.nextId(base) };
    rename(copy);
    store.insert(base, copy);
    changed(base, copy, 'create');
    return copy;
  };

  // Companies, todo lists, translations, custom exports.
  app.put(`${API}/companies/:id/clone`, (c) => {
    const copy = clone(
      'companies',
      record(c, 'companies'),
      (entry) => (entry.name = `${String(entry.name)} (copy)`),
    );
    return c.json(renderRecord(resourceOf('companies'), copy), 201);
  });
  app.post(`${API}/todo-lists/:id/finish`, (c) => {
    const entry = record(c, 'todo-lists');
    entry.finished = true;
    entry.finishedAt = ctx.now().toISOString();
    changed('todo-lists', entry);
    return c.json(renderRecord(resourceOf('todo-lists'), entry));
  });
  app.put(`${API}/translations/:id/clone`, async (c) => {
    const entry = record(c, 'translations');
    const body = await readBody(c);
    const copy = clone('translations', entry, (copied) => {
      if (typeof body.locale === 'string') copied.locale = body.locale;
      if (typeof body.key === 'string') copied.key = body.key;
    });
    return c.json(renderRecord(resourceOf('translations'), copy), 201);
  });
  app.put(`${API}/translations/:id/translate`, async (c) => {
    const entry = record(c, 'translations');
    const body = await readBody(c);
    const locale = typeof body.locale === 'string' ? body.locale : entry.locale === 'en' ? 'hu' : 'en';
    if (typeof body.value !== 'string' || body.value.trim() === '') {
      throw new ValidationProblem([{ propertyPath: 'value', message: 'This value should not be blank.' }]);
    }
    const target = store
      .list('translations')
      .find(
        (other) => other.key === entry.key && other.namespace === entry.namespace && other.locale === locale,
      );
    if (target) {
      target.value = body.value;
      changed('translations', target);
      return c.json(renderRecord(resourceOf('translations'), target));
    }
    const created = store.insert('translations', {
      id: store.nextId('translations'),
      key: entry.key,
      namespace: entry.namespace,
      locale,
      value: body.value,
    });
    return c.json(renderRecord(resourceOf('translations'), created), 201);
  });
  app.get(`${API}/auditLog/:type/:id`, (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const { type, id } = c.req.param();
    const entries = store
      .list('audit-log')
      .filter((entry) => entry.entityType === type && String(entry.entityId) === id)
      .map((entry) => toItem('audit-log', 'AuditLog', entry));
    return c.json(hydraCollection('AuditLog', `${API}/auditLog/${type}/${id}`, entries, entries.length));
  });
  app.put(`${API}/custom-export/:id/clone`, (c) => {
    const copy = clone('custom-export', record(c, 'custom-export'), (entry) => {
      entry.name = `${String(entry.name)} (copy)`;
      entry.token = publicToken();
    });
    return c.json(renderRecord(resourceOf('custom-export'), copy), 201);
  });
  const exportRows = (entry: StoredRecord, params: string | undefined): unknown[][] => {
    const columns = Array.isArray(entry.columns) ? entry.columns.map(String) : ['id'];
    const [source, preset] = String(entry.query ?? 'orders').split(':');
    if (source !== 'orders') return [columns];
    let search = new URLSearchParams();
    if (preset === 'cancelled') search.append('status[]', 'cancelled');
    if (preset === 'cancelled') search.append('status[]', 'cancelled-after-approval');
    if (params) {
      if (jsonDepth(params) > 2) throw new ApiProblem(400, 'params must be a JSON object of filters.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(params);
      } catch {
        throw new ApiProblem(400, 'params must be JSON.');
      }
      if (typeof parsed === 'object' && parsed !== null) {
        search = new URLSearchParams([
          ...search,
          ...Object.entries(parsed).map(([key, value]) => [key, String(value)] as [string, string]),
        ]);
      }
    }
    search.set('itemsPerPage', '100');
    const orders = store.orders().map((order) => renderOrder(ctx, order));
    const page = filterList(orders, search, {
      defaultOrder: ['createdAt', 'desc'],
      strategies: { status: 'exact' },
    });
    return [columns, ...page.members.map((order) => columns.map((column) => order[column]))];
  };
  app.get(`${API}/custom-export/:id/export`, (c) => {
    const entry = record(c, 'custom-export');
    return csvFile(c, exportRows(entry, c.req.query('params')), `custom-export-${String(entry.id)}.csv`);
  });
  app.get(`${API}/public/custom-export/:id`, (c) => {
    const entry = store.get('custom-export', c.req.param('id'));
    if (!entry || !tokenMatches(c.req.query('token'), entry.token)) throw new ApiProblem(404, 'Not Found');
    const rows = exportRows(entry, c.req.query('params'));
    if (c.req.query('json') === '1' || c.req.query('json') === 'true') {
      const [columns = [], ...data] = rows;
      return c.json({ columns, rows: data });
    }
    return csvFile(c, rows, `custom-export-${String(entry.id)}.csv`);
  });

  // Menu items: move, activate, inactivate for today; meals also take images in bulk.
  app.put(`${API}/meals/assignImages`, async (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN', 'ROLE_RESTAURANT');
    const body = await readBody(c);
    const items = Array.isArray(body.items) ? body.items : [];
    const updated: Array<Record<string, unknown>> = [];
    for (const item of items as Array<Record<string, unknown>>) {
      const meal = findRecord(
        ctx,
        resourceOf('meals'),
        principalOf(c),
        String(idOf(item.id ?? item.meal) ?? ''),
      );
      if (item.imageMedia !== undefined) meal.imageMedia = item.imageMedia;
      if (item.thumbMedia !== undefined) meal.thumbMedia = item.thumbMedia;
      store.changed('meals', meal.id);
      updated.push(renderRecord(resourceOf('meals'), meal));
    }
    return c.json(hydraCollection('Meal', `${API}/meals`, updated, updated.length));
  });
  // A menu action moves its restaurant's menu update time (GET restaurants/{id}/menu-lastupdate).
  const menuTouched = (entry: StoredRecord) => {
    const restaurant = store.get('restaurants', idOf(entry.restaurant) ?? '');
    if (!restaurant) return;
    restaurant.menuUpdatedAt = ctx.now().toISOString();
    store.changed('restaurants', restaurant.id);
  };
  for (const base of ['meals', 'meal-categories', 'meal-options', 'meal-option-groups']) {
    const def = resourceOf(base);
    app.put(`${API}/${base}/:id/move-to-position`, async (c) => {
      const entry = record(c, base, false);
      const body = await readBody(c);
      const position = Number(body.position);
      if (!Number.isInteger(position) || position < 1) {
        throw new ValidationProblem([
          { propertyPath: 'position', message: 'The position should be a whole number from 1.' },
        ]);
      }
      const siblings = store
        .list(base)
        .filter(
          (other) =>
            other.restaurant === entry.restaurant &&
            (base !== 'meals' || other.category === entry.category) &&
            (base !== 'meal-options' || idOf(other.mealOptionGroup) === idOf(entry.mealOptionGroup)) &&
            other.id !== entry.id,
        )
        .sort((a, b) => Number(a.position) - Number(b.position));
      siblings.splice(Math.min(position - 1, siblings.length), 0, entry);
      siblings.forEach((other, index) => {
        if (other.position === index + 1) return;
        other.position = index + 1;
        store.changed(base, other.id);
      });
      menuTouched(entry);
      changed(base, entry);
      return c.json(renderRecord(def, entry));
    });
    app.put(`${API}/${base}/:id/activate`, (c) => {
      const entry = record(c, base, false);
      entry.isActive = true;
      entry.inactiveUntil = null;
      menuTouched(entry);
      changed(base, entry);
      return c.json(renderRecord(def, entry));
    });
    app.put(`${API}/${base}/:id/inactivate-for-today`, (c) => {
      const entry = record(c, base, false);
      entry.inactiveUntil = endOfDay(ctx.now());
      menuTouched(entry);
      changed(base, entry);
      return c.json(renderRecord(def, entry));
    });
  }

  // Restaurants.
  const restaurantDef = resourceOf('restaurants');
  app.get(`${API}/restaurants/highlighting`, (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const entry = store.get('restaurant-highlights', 1) ?? { id: 1, restaurants: [] };
    return c.json({ '@id': `${API}/restaurants/highlighting`, '@type': 'RestaurantHighlighting', ...entry });
  });
  app.put(`${API}/restaurants/highlighting`, async (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const body = await readBody(c);
    if (!Array.isArray(body.restaurants)) {
      throw new ValidationProblem([
        { propertyPath: 'restaurants', message: 'This value should be a list of restaurants.' },
      ]);
    }
    const restaurants = body.restaurants.map((value: unknown) => iri('restaurants', idOf(value) ?? ''));
    const existing = store.get('restaurant-highlights', 1);
    if (existing) store.update('restaurant-highlights', 1, { restaurants });
    else store.insert('restaurant-highlights', { id: 1, restaurants });
    return c.json({
      '@id': `${API}/restaurants/highlighting`,
      '@type': 'RestaurantHighlighting',
      id: 1,
      restaurants,
    });
  });
  app.put(`${API}/restaurants/:id/activate`, (c) => {
    const entry = record(c, 'restaurants');
    entry.isActive = true;
    entry.inactiveUntil = null;
    changed('restaurants', entry);
    return c.json(renderRecord(restaurantDef, entry));
  });
  app.put(`${API}/restaurants/:id/inactivate-for-today`, (c) => {
    const entry = record(c, 'restaurants', false);
    entry.inactiveUntil = endOfDay(ctx.now());
    changed('restaurants', entry);
    return c.json(renderRecord(restaurantDef, entry));
  });
  app.put(`${API}/restaurants/:id/access-token`, (c) => {
    const entry = record(c, 'restaurants');
    entry.accessToken = randomToken(16);
    changed('restaurants', entry);
    return c.json({ accessToken: entry.accessToken });
  });
  app.delete(`${API}/restaurants/:id/access-token`, (c) => {
    const entry = record(c, 'restaurants');
    entry.accessToken = null;
    changed('restaurants', entry);
    return c.body(null, 204);
  });
  const menuOf = (restaurantId: string | number, base: string) =>
    store.list(base).filter((entry) => idOf(entry.restaurant) === String(restaurantId));
  app.get(`${API}/restaurants/:id/export-categories`, (c) => {
    const entry = record(c, 'restaurants', false);
    return csvFile(
      c,
      [
        ['id', 'name', 'position', 'isActive'],
        ...menuOf(entry.id, 'meal-categories').map((m) => [m.id, m.name, m.position, m.isActive]),
      ],
      `categories-${String(entry.id)}.csv`,
    );
  });
  app.get(`${API}/restaurants/:id/export-meals`, (c) => {
    const entry = record(c, 'restaurants', false);
    return csvFile(
      c,
      [
        ['id', 'name', 'category', 'price', 'supplierPrice', 'isActive'],
        ...menuOf(entry.id, 'meals').map((m) => [
          m.id,
          m.name,
          idOf(m.category),
          m.price,
          m.supplierPrice,
          m.isActive,
        ]),
      ],
      `meals-${String(entry.id)}.csv`,
    );
  });
  app.get(`${API}/restaurants/:id/export-option-groups`, (c) => {
    const entry = record(c, 'restaurants', false);
    return csvFile(
      c,
      [
        ['id', 'name', 'position', 'isActive'],
        ...menuOf(entry.id, 'meal-option-groups').map((m) => [m.id, m.name, m.position, m.isActive]),
      ],
      `option-groups-${String(entry.id)}.csv`,
    );
  });
  app.post(`${API}/restaurants/:id/import-menu`, async (c) => {
    // Super admins, and the restaurant's own admins (a tenant's other restaurant answers 403).
    const entry = record(c, 'restaurants', false);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file: unknown = form.file;
    // Any file object (a Blob of another realm too, as in tests under jsdom); a text field is no file.
    if (typeof file !== 'object' || file === null || typeof (file as Blob).text !== 'function')
      throw new ValidationProblem([
        { propertyPath: 'file', message: 'Upload a CSV file with the columns name,price,category.' },
      ]);
    const lines = (await (file as Blob).text()).split(/\r?\n/).filter((line) => line.trim() !== '');
    const [header = '', ...rows] = lines;
    const columns = header.split(',').map((column) => column.trim());
    const nameAt = columns.indexOf('name');
    const priceAt = columns.indexOf('price');
    const categoryAt = columns.indexOf('category');
    if (nameAt < 0 || priceAt < 0)
      throw new ValidationProblem([
        { propertyPath: 'file', message: 'The CSV needs the columns name and price.' },
      ]);
    const violations = rows.flatMap((row, index) => {
      const cells = row.split(',');
      const price = Number(cells[priceAt]);
      return [
        ...(Number.isFinite(price) && price >= 0 && (cells[priceAt] ?? '').trim() !== ''
          ? []
          : [
              {
                propertyPath: `file.${index + 1}.price`,
                message: 'The price should be a number of at least 0.',
              },
            ]),
        ...((cells[nameAt] ?? '').trim() === ''
          ? [{ propertyPath: `file.${index + 1}.name`, message: 'This value should not be blank.' }]
          : []),
      ];
    });
    if (violations.length > 0) throw new ValidationProblem(violations);
    // A row's category (by name) is created when missing; rows without one go to the first category.
    const categories = menuOf(entry.id, 'meal-categories');
    const createdCategories: StoredRecord[] = [];
    const categoryOf = (name: string): StoredRecord | undefined => {
      if (name === '') return categories[0];
      const found = categories.find((other) => String(other.name).trim() === name);
      if (found) return found;
      const added = store.insert('meal-categories', {
        id: store.nextId('meal-categories'),
        name,
        restaurant: iri('restaurants', entry.id),
        isActive: true,
        position: categories.length + 1,
        inactiveUntil: null,
      });
      categories.push(added);
      createdCategories.push(added);
      return added;
    };
    const created = rows.map((row) => {
      const cells = row.split(',');
      const price = Number(cells[priceAt]);
      const category = categoryOf(categoryAt < 0 ? '' : (cells[categoryAt] ?? '').trim());
      return store.insert('meals', {
        id: store.nextId('meals'),
        name: (cells[nameAt] ?? '').trim(),
        restaurant: iri('restaurants', entry.id),
        category: category ? iri('meal-categories', category.id) : null,
        price,
        supplierPrice: Math.round(price * 0.7),
        // Last in its category (the meals inserted before this row count).
        position:
          menuOf(entry.id, 'meals').filter((other) => idOf(other.category) === idOf(category?.id)).length + 1,
        isActive: true,
        deliveryUnit: 1,
        minimumQuantity: 1,
      });
    });
    entry.menuUpdatedAt = ctx.now().toISOString();
    changed('restaurants', entry);
    return c.json({
      success: true,
      imported: created.length,
      createdCategories: createdCategories.map((category) => category.name),
    });
  });
  app.put(`${API}/restaurants/:id/clone`, (c) => {
    const copy = clone('restaurants', record(c, 'restaurants'), (entry) => {
      entry.name = `${String(entry.name)} (copy)`;
      entry.isActive = false;
      entry.accessToken = null;
    });
    return c.json(renderRecord(restaurantDef, copy), 201);
  });
  app.delete(`${API}/restaurants/:id/clear-menu`, (c) => {
    const entry = record(c, 'restaurants');
    for (const base of ['meals', 'meal-categories', 'meal-options', 'meal-option-groups']) {
      for (const item of menuOf(entry.id, base)) store.remove(base, item.id);
    }
    entry.menuUpdatedAt = ctx.now().toISOString();
    changed('restaurants', entry);
    return c.body(null, 204);
  });
  app.get(`${API}/restaurants/:id/menu-lastupdate`, (c) => {
    const entry = record(c, 'restaurants', false);
    return c.json({ lastUpdate: entry.menuUpdatedAt ?? null });
  });

  // Canteen confirmation of collected orders (restaurant admin, or public with the canteen token).
  const confirmCanteen = async (c: C, principal: Principal | undefined) => {
    const restaurantId = Number(c.req.param('id'));
    const canteenId = c.req.param('canteenId') ?? '';
    const body = await readBody(c);
    const cutoffTime = typeof body.cutoffTime === 'string' ? body.cutoffTime : '';
    const identifier = typeof body.canteenIdentifier === 'string' ? body.canteenIdentifier : '';
    const canteen = store.get('cloud-canteens', canteenId);
    if (!canteen) throw new ApiProblem(404, 'Not Found');
    if (principal) {
      if (!holds(principal, 'ROLE_ADMIN') && !principal.restaurants.includes(restaurantId))
        throw new ApiProblem(403, 'Access Denied.');
    } else if (!tokenMatches(c.req.query('token') ?? body.token, canteen.token)) {
      throw new ApiProblem(403, 'Invalid token.');
    }
    // A canteen's token (or a login) confirms only for the restaurants that cook for that canteen.
    if (!cloudCanteenRestaurants(store, canteen.id).includes(restaurantId))
      throw new ApiProblem(403, 'The restaurant does not cook for this canteen.');
    const violations = [
      ...(cutoffTime ? [] : [{ propertyPath: 'cutoffTime', message: 'This value should not be blank.' }]),
      ...(identifier
        ? []
        : [{ propertyPath: 'canteenIdentifier', message: 'This value should not be blank.' }]),
    ];
    if (violations.length > 0) throw new ValidationProblem(violations);
    const orders = store
      .orders()
      .filter(
        (order) =>
          restaurantIdOf(order) === restaurantId &&
          order.cloudcanteen?.identifier === identifier &&
          (order.canteenRules ?? []).some((rule) => rule.cutoffTime === cutoffTime),
      );
    for (const order of orders) {
      const list = order.canteenData?.collected_orders_notification ?? [];
      if (!list.some((entry) => entry.cutoffTime === cutoffTime)) {
        order.canteenData = {
          ...order.canteenData,
          collected_orders_notification: [...list, { cutoffTime, confirmedAt: ctx.now().toISOString() }],
        };
        orderChanged(ctx, order, 'update', `canteen-confirmed:${cutoffTime}`, principal);
      }
    }
    return c.json({ success: true, orders: orders.map((order) => order.id) });
  };
  const confirmPath = 'restaurants/:id/confirm-canteen-notification/collected_orders_notification/:canteenId';
  app.put(`${API}/${confirmPath}`, (c) => confirmCanteen(c, principalOf(c)));
  app.put(`${API}/public/${confirmPath}`, (c) => confirmCanteen(c, undefined));

  // Cloud canteen budgets.
  app.get(`${API}/cloud-canteens/budgets-for-user/:userId`, (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const user = c.req.param('userId');
    const budgets = store
      .list('canteen-budgets')
      .filter((entry) => String(entry.userId) === user)
      .map((entry) => toItem('canteen-budgets', 'CanteenBudget', entry));
    return c.json(
      hydraCollection(
        'CanteenBudget',
        `${API}/cloud-canteens/budgets-for-user/${user}`,
        budgets,
        budgets.length,
      ),
    );
  });
  app.post(`${API}/cloud-canteens/budgets-for-user/:userId`, async (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const user = c.req.param('userId');
    if (!store.get('users', user)) throw new ApiProblem(404, 'Not Found');
    const body = await readBody(c);
    const canteenId = idOf(body.canteenId);
    const credits = Number(body.credits);
    const violations = [
      ...(canteenId && store.get('cloud-canteens', canteenId)
        ? []
        : [{ propertyPath: 'canteenId', message: 'Choose an existing cloud canteen.' }]),
      ...(Number.isFinite(credits) && credits >= 0
        ? []
        : [{ propertyPath: 'credits', message: 'The credits should be a number of at least 0.' }]),
    ];
    if (violations.length > 0) throw new ValidationProblem(violations);
    const existing = store
      .list('canteen-budgets')
      .find((entry) => String(entry.userId) === user && String(entry.canteenId) === canteenId);
    const entry = existing
      ? Object.assign(existing, { credits })
      : store.insert('canteen-budgets', {
          id: store.nextId('canteen-budgets'),
          userId: Number(user),
          canteenId: Number(canteenId),
          credits,
        });
    store.changed('canteen-budgets', entry.id);
    ctx.realtime.publish(`private-cloudcanteens-${String(canteenId)}`, 'update', { id: Number(canteenId) });
    return c.json(toItem('canteen-budgets', 'CanteenBudget', entry), existing ? 200 : 201);
  });

  // Delivery provider jobs.
  for (const action of ['cancel', 'send', 'close'] as const) {
    app.post(`${API}/delivery-provider-jobs/:id/${action}`, (c) => {
      const entry = record(c, 'delivery-provider-jobs');
      const next = { cancel: 'cancelled', send: 'sent', close: 'closed' }[action];
      if (entry.status === 'cancelled' || entry.status === 'closed') {
        return c.json(
          { success: false, message: `The provider job is already ${String(entry.status)}.` },
          400,
        );
      }
      entry.status = next;
      changed('delivery-provider-jobs', entry);
      return c.json({ success: true, ...renderRecord(resourceOf('delivery-provider-jobs'), entry) });
    });
  }

  // Delivery jobs.
  const job = (c: C): StoredDeliveryJob => record(c, 'delivery-jobs') as unknown as StoredDeliveryJob;
  const answerJob = (c: C, entry: StoredDeliveryJob, kind: 'create' | 'update' = 'update') => {
    deliveryJobChanged(ctx, entry, kind);
    store.insert('delivery-job-log', {
      id: store.nextId('delivery-job-log'),
      deliveryJob: iri('delivery-jobs', entry.id),
      status: entry.status ?? null,
      courierStatus: entry.courierStatus ?? null,
      createdAt: ctx.now().toISOString(),
    });
    return c.json(renderDeliveryJob(entry), kind === 'create' ? 201 : 200);
  };
  app.get(`${API}/delivery-jobs/pedalme`, (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const lat = Number(c.req.query('lat'));
    const lon = Number(c.req.query('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon))
      throw new ApiProblem(400, 'lat and lon are required numbers.');
    const items = (store.list('delivery-jobs') as unknown as StoredDeliveryJob[])
      .filter((entry) => entry.status === 'initialized' || entry.preCreatedFor)
      .filter(
        (entry) =>
          Math.abs((entry.dropoffAddress?.latitude ?? 0) - lat) < 0.1 &&
          Math.abs((entry.dropoffAddress?.longitude ?? 0) - lon) < 0.1,
      )
      .map((entry) => ({
        '@id': iri('delivery-jobs', entry.id),
        '@type': 'PedalDeliveryItem',
        id: entry.id,
        preCreatedFor: entry.preCreatedFor ?? null,
        orders: entry.orders.map((id) => ({ id, identifier: store.order(id)?.identifier })),
        pickupTime: entry.pickupTime ?? null,
      }));
    return c.json(hydraCollection('PedalDeliveryItem', `${API}/delivery-jobs/pedalme`, items, items.length));
  });
  app.post(`${API}/delivery-jobs/send-to-pedalme`, async (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const body = await readBody(c);
    const ids = Array.isArray(body.deliveryJobs)
      ? body.deliveryJobs.map((value: unknown) => idOf(value) ?? '')
      : [];
    const violations = [
      ...(ids.length > 0 ? [] : [{ propertyPath: 'deliveryJobs', message: 'Select at least one delivery.' }]),
      ...(typeof body.pickupTime === 'string' && body.pickupTime
        ? []
        : [{ propertyPath: 'pickupTime', message: 'This value should not be blank.' }]),
    ];
    if (violations.length > 0) throw new ValidationProblem(violations);
    for (const id of ids) {
      const entry = store.deliveryJob(id);
      if (!entry) throw new ApiProblem(404, `Delivery job ${id} not found`);
      Object.assign(entry, {
        deliveryMethod: 'pedalme',
        activeDeliveryMethod: 'pedalme',
        pickupTime: body.pickupTime,
        vehicleType: typeof body.size === 'string' ? body.size : 'cargo',
        courierStatus: 'queued',
        status: 'queued',
      });
      deliveryJobChanged(ctx, entry, 'update');
    }
    return c.json({ success: true });
  });
  const createJob = async (c: C) => {
    requireRole(principalOf(c), 'ROLE_ADMIN');
    const body = await readBody(c);
    const orderId = idOf(body.order) ?? '';
    const order = store.order(orderId);
    if (!order)
      throw new ValidationProblem([{ propertyPath: 'order', message: 'Choose an existing order.' }]);
    if (order.deliveryJobId) throw new ApiProblem(400, 'The order already has a delivery job.');
    const given = Object.fromEntries(
      ['deliveryMethod', 'pickupTime', 'preparationTime', 'vehicleType']
        .filter((key) => body[key] !== undefined)
        .map((key) => [key, body[key]]),
    );
    const refused = writeViolations('delivery-jobs', undefined, given, given as StoredRecord, 'all');
    if (refused.length > 0) throw new ValidationProblem(refused);
    const id = store.nextId('delivery-jobs');
    const entry: StoredDeliveryJob = {
      id,
      status: 'initialized',
      courierStatus: 'initialized',
      primaryDeliveryMethod: typeof body.deliveryMethod === 'string' ? body.deliveryMethod : 'wolt',
      deliveryMethod: typeof body.deliveryMethod === 'string' ? body.deliveryMethod : 'wolt',
      activeDeliveryMethod: null,
      pickupTime: typeof body.pickupTime === 'string' ? body.pickupTime : (order.startDeliveryAt ?? null),
      preparationTime: typeof body.preparationTime === 'number' ? body.preparationTime : 20,
      vehicleType: typeof body.vehicleType === 'string' ? body.vehicleType : 'bicycle',
      priority: 0,
      isPriority: false,
      disableAutoCreate: false,
      warnings: [],
      orders: [order.id],
      pickupAddress: (store.get('restaurants', restaurantIdOf(order))?.pickupInformation ??
        null) as StoredDeliveryJob['pickupAddress'],
      dropoffAddress: { latitude: 47.5, longitude: 19.05 },
    };
    store.insert('delivery-jobs', entry as unknown as StoredRecord);
    order.deliveryJobId = id;
    order.canYouCreateDeliveryJob = false;
    return answerJob(c, entry, 'create');
  };
  app.put(`${API}/delivery-jobs/create`, createJob);
  app.put(`${API}/delivery-jobs`, createJob);
  for (const kind of ['cloud-canteen', 'residential-canteen'] as const) {
    app.post(`${API}/delivery-jobs/pre-create-for/${kind}/:id`, async (c) => {
      requireRole(principalOf(c), 'ROLE_ADMIN');
      const canteenId = c.req.param('id');
      const canteen = store.get(
        kind === 'cloud-canteen' ? 'cloud-canteens' : 'residential-canteens',
        canteenId,
      );
      if (!canteen) throw new ApiProblem(404, 'Not Found');
      const body = await readBody(c);
      if (typeof body.deliveryMethod !== 'string' || !body.deliveryMethod) {
        throw new ValidationProblem([
          { propertyPath: 'deliveryMethod', message: 'This value should not be blank.' },
        ]);
      }
      const entry: StoredDeliveryJob = {
        id: store.nextId('delivery-jobs'),
        status: 'initialized',
        courierStatus: 'initialized',
        deliveryMethod: body.deliveryMethod,
        primaryDeliveryMethod: body.deliveryMethod,
        preCreatedFor: `${kind}:${canteenId}`,
        orders: [],
        warnings: [],
        dropoffAddress: {
          latitude: Number((canteen.address as { latitude?: number } | null)?.latitude ?? 47.5),
          longitude: Number((canteen.address as { longitude?: number } | null)?.longitude ?? 19.05),
        },
      } as StoredDeliveryJob;
      store.insert('delivery-jobs', entry as unknown as StoredRecord);
      return answerJob(c, entry, 'create');
    });
  }
  app.post(`${API}/delivery-jobs/:id`, async (c) => {
    const entry = job(c);
    const body = await readBody(c);
    const { id: _id, '@id': _iri, '@type': _type, orders: _orders, ...fields } = body;
    // Checked like any other write of a delivery job; nested objects merge into the stored ones.
    const merged = mergeFields(entry as unknown as StoredRecord, fields);
    const next = { ...entry, ...merged } as unknown as StoredRecord;
    const refused = writeViolations('delivery-jobs', entry as unknown as StoredRecord, merged, next, 'all');
    if (refused.length > 0) throw new ValidationProblem(refused);
    assertStorable(next);
    Object.assign(entry, merged);
    return answerJob(c, entry);
  });
  const setCourier = (entry: StoredDeliveryJob, status: CourierStatus) => {
    entry.courierStatus = status;
    entry.status = jobStatusFor(status);
  };
  app.post(`${API}/delivery-jobs/:id/cancel`, (c) => {
    const entry = job(c);
    if (entry.status === 'cancelled' || entry.status === 'delivered' || entry.status === 'finished') {
      return c.json(
        {
          success: false,
          message: `The delivery job cannot be cancelled in status ${String(entry.status)}.`,
        },
        400,
      );
    }
    setCourier(entry, 'cancelled');
    deliveryJobChanged(ctx, entry, 'update');
    return c.json({ success: true, message: 'Delivery cancelled', ...renderDeliveryJob(entry) });
  });
  app.post(`${API}/delivery-jobs/:id/disable-stuart-delay`, (c) => {
    const entry = job(c);
    Object.assign(entry, { stuartDelayDisabled: true });
    return answerJob(c, entry);
  });
  app.post(`${API}/delivery-jobs/:id/send-out`, (c) => {
    const entry = job(c);
    if (entry.status !== 'initialized')
      throw new ApiProblem(400, `The delivery job cannot be sent out in status ${String(entry.status)}.`);
    setCourier(entry, 'queued');
    entry.activeDeliveryMethod = entry.deliveryMethod ?? entry.primaryDeliveryMethod ?? null;
    return answerJob(c, entry);
  });
  app.post(`${API}/delivery-jobs/:id/force-finish`, (c) => {
    const entry = job(c);
    setCourier(entry, 'finished');
    entry.status = 'finished';
    entry.dropoffFinishedAt = ctx.now().toISOString();
    return answerJob(c, entry);
  });
  app.put(`${API}/delivery-jobs/:id/create-and-queue-provider-job`, async (c) => {
    const entry = job(c);
    const body = await readBody(c);
    const provider = store.insert('delivery-provider-jobs', {
      id: store.nextId('delivery-provider-jobs'),
      deliveryJob: {
        id: entry.id,
        orders: entry.orders.map((id) => ({ id, identifier: store.order(id)?.identifier ?? id })),
      },
      provider:
        typeof body.deliveryMethod === 'string' ? body.deliveryMethod : (entry.deliveryMethod ?? 'wolt'),
      deliveryUid: `uid-${randomToken(6)}`,
      etaToDestination: entry.etaToDropoff ?? null,
      status: 'queued',
      createdAt: ctx.now().toISOString(),
    });
    setCourier(entry, 'queued');
    deliveryJobChanged(ctx, entry, 'update');
    return c.json(renderRecord(resourceOf('delivery-provider-jobs'), provider), 201);
  });
  app.post(`${API}/delivery-jobs/:id/remove-delivery-rule-overrides`, (c) => {
    const entry = job(c);
    Object.assign(entry, { deliveryRuleOverrides: [] });
    return answerJob(c, entry);
  });
  app.post(`${API}/delivery-jobs/:id/priority`, async (c) => {
    const entry = job(c);
    const body = await readBody(c);
    const priority = Number(body.priority);
    if (!Number.isInteger(priority) || priority < 0) {
      throw new ValidationProblem([
        { propertyPath: 'priority', message: 'The priority should be a whole number of at least 0.' },
      ]);
    }
    entry.priority = priority;
    entry.isPriority = priority > 0;
    return answerJob(c, entry);
  });

  // File manager: folders and files per type and relation.
  const fileAccess = (c: C) => requireRole(principalOf(c), 'ROLE_ADMIN', 'ROLE_EXTRA_BILLING_ACCESS');
  const scope = (c: C) => ({ type: c.req.param('type') ?? '', relationId: Number(c.req.param('rel')) });
  // Reading (lists and downloads) is also open to a company admin for their company's files and to a restaurant
  // admin for their restaurants' files: the invoices they see link there.
  const fileReadAccess = (c: C) => {
    const principal = principalOf(c);
    if (holds(principal, 'ROLE_ADMIN', 'ROLE_EXTRA_BILLING_ACCESS')) return;
    const { type, relationId } = scope(c);
    if (type === 'company' && holds(principal, 'ROLE_COMPANY') && principal.companies.includes(relationId))
      return;
    if (
      type === 'restaurant' &&
      holds(principal, 'ROLE_RESTAURANT') &&
      principal.restaurants.includes(relationId)
    )
      return;
    throw new ApiProblem(403, 'Access Denied.');
  };
  const sameName = (a: unknown, b: string) =>
    typeof a === 'string' && a.trim().toLowerCase() === b.toLowerCase();
  const folderNameTaken = (c: C, title: string, except?: unknown) => {
    const { type, relationId } = scope(c);
    return store
      .list('file-manager-folders')
      .some(
        (f) => f.type === type && f.relationId === relationId && f.id !== except && sameName(f.title, title),
      );
  };
  const fileNameTaken = (c: C, folderId: unknown, title: string, except?: unknown) => {
    const { type, relationId } = scope(c);
    return store
      .list('file-manager')
      .some(
        (f) =>
          f.type === type &&
          f.relationId === relationId &&
          (f.folderId ?? null) === (folderId ?? null) &&
          f.id !== except &&
          sameName(f.title, title),
      );
  };
  const taken = (what: 'folder' | 'file') =>
    new ValidationProblem([{ propertyPath: 'title', message: `A ${what} with this name already exists.` }]);

  const fmBase = `${API}/file-manager/:type/:rel`;
  app.get(`${fmBase}/folders`, (c) => {
    fileReadAccess(c);
    const { type, relationId } = scope(c);
    const folders = store
      .list('file-manager-folders')
      .filter((f) => f.type === type && f.relationId === relationId)
      .map((f) => toItem('file-manager-folders', 'Folder', f));
    return c.json(hydraCollection('Folder', c.req.path, folders, folders.length));
  });
  app.post(`${fmBase}/folders`, async (c) => {
    fileAccess(c);
    const body = await readBody(c);
    if (typeof body.title !== 'string' || !body.title.trim())
      throw new ValidationProblem([{ propertyPath: 'title', message: 'This value should not be blank.' }]);
    if (folderNameTaken(c, body.title.trim())) throw taken('folder');
    const folder = store.insert('file-manager-folders', {
      id: store.nextId('file-manager-folders'),
      ...scope(c),
      title: body.title.trim(),
    });
    return c.json(toItem('file-manager-folders', 'Folder', folder), 201);
  });
  const folderOf = (c: C): StoredRecord => {
    const folder = store.get('file-manager-folders', c.req.param('fid') ?? '');
    const { type, relationId } = scope(c);
    if (!folder || folder.type !== type || folder.relationId !== relationId)
      throw new ApiProblem(404, 'Not Found');
    return folder;
  };
  app.put(`${fmBase}/folders/:fid`, async (c) => {
    fileAccess(c);
    const folder = folderOf(c);
    const body = await readBody(c);
    if (typeof body.title !== 'string' || !body.title.trim())
      throw new ValidationProblem([{ propertyPath: 'title', message: 'This value should not be blank.' }]);
    if (folderNameTaken(c, body.title.trim(), folder.id)) throw taken('folder');
    folder.title = body.title.trim();
    store.changed('file-manager-folders', folder.id);
    return c.json(toItem('file-manager-folders', 'Folder', folder));
  });
  app.delete(`${fmBase}/folders/:fid`, (c) => {
    fileAccess(c);
    const folder = folderOf(c);
    for (const file of store.list('file-manager').filter((f) => f.folderId === folder.id))
      store.remove('file-manager', file.id);
    store.remove('file-manager-folders', folder.id);
    return c.body(null, 204);
  });
  const renderFile = (file: StoredRecord) => {
    const { content: _content, ...fields } = file;
    return toItem('file-manager', 'File', { ...fields, id: file.id });
  };
  app.get(`${fmBase}/files`, (c) => {
    fileReadAccess(c);
    const { type, relationId } = scope(c);
    const folder = c.req.query('folder');
    const files = store
      .list('file-manager')
      .filter(
        (f) => f.type === type && f.relationId === relationId && (!folder || String(f.folderId) === folder),
      )
      .map(renderFile);
    return c.json(hydraCollection('File', c.req.path, files, files.length));
  });
  app.post(`${fmBase}/files`, async (c) => {
    fileAccess(c);
    const form = await c.req.parseBody();
    const upload = form.file;
    if (!(upload instanceof File))
      throw new ValidationProblem([{ propertyPath: 'file', message: 'Choose a file to upload.' }]);
    const uploadFolder = form.folder ? Number(form.folder) : null;
    const uploadTitle = typeof form.title === 'string' && form.title ? form.title : upload.name;
    if (fileNameTaken(c, uploadFolder, uploadTitle)) throw taken('file');
    const bytes = new Uint8Array(await upload.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const file = store.insert('file-manager', {
      id: store.nextId('file-manager'),
      ...scope(c),
      folderId: uploadFolder,
      title: uploadTitle,
      fileName: upload.name,
      mimeType: upload.type || 'application/octet-stream',
      size: bytes.length,
      content: btoa(binary),
    });
    return c.json(renderFile(file), 201);
  });
  const fileOf = (c: C): StoredRecord => {
    const file = store.get('file-manager', c.req.param('id') ?? '');
    const { type, relationId } = scope(c);
    if (!file || file.type !== type || file.relationId !== relationId) throw new ApiProblem(404, 'Not Found');
    return file;
  };
  app.put(`${fmBase}/files/:id`, async (c) => {
    fileAccess(c);
    const file = fileOf(c);
    const body = await readBody(c);
    const refused = writeViolations(
      'file-manager',
      file,
      Object.fromEntries(['title', 'folderId'].filter((key) => key in body).map((key) => [key, body[key]])),
      { ...file, ...body, id: file.id },
      'all',
    );
    if (refused.length > 0) throw new ValidationProblem(refused);
    const nextFolder = body.folderId !== undefined ? body.folderId : file.folderId;
    const nextTitle = typeof body.title === 'string' ? body.title : String(file.title ?? '');
    if (fileNameTaken(c, nextFolder === null ? null : Number(nextFolder), nextTitle, file.id))
      throw taken('file');
    if (typeof body.title === 'string') file.title = body.title;
    if (body.folderId !== undefined) file.folderId = body.folderId === null ? null : Number(body.folderId);
    store.changed('file-manager', file.id);
    return c.json(renderFile(file));
  });
  app.delete(`${fmBase}/files/:id`, (c) => {
    fileAccess(c);
    store.remove('file-manager', fileOf(c).id);
    return c.body(null, 204);
  });
  app.get(`${fmBase}/files/:id/download`, async (c) => {
    fileReadAccess(c);
    const file = fileOf(c);
    const headers = {
      'content-disposition': contentDisposition('attachment', String(file.fileName ?? 'file')),
    };
    if (typeof file.content === 'string') {
      const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
      return c.body(bytes, 200, {
        ...headers,
        'content-type': String(file.mimeType ?? 'application/octet-stream'),
      });
    }
    // Seeded invoice files have no upload: the sandbox renders a one-page PDF for them.
    const { invoicePdf } = await import('../pdf.js');
    return c.body(new Uint8Array(await invoicePdf(String(file.title ?? 'Invoice'))), 200, {
      ...headers,
      'content-type': 'application/pdf',
    });
  });

  // Select options.
  app.get(`${API}/select-options/:entity`, (c) => {
    requireRole(principalOf(c), 'ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_RESTAURANT', 'ROLE_EXTRA_BILLING_ACCESS');
    const entity = c.req.param('entity');
    const translate = c.req.query('translate') !== '0';
    let options: Array<{ value: string | number; label: string }>;
    if (entity === 'allergens-suitability') {
      options = ['gluten', 'lactose', 'nuts', 'vegan', 'vegetarian'].map((value) => ({
        value,
        label: translate ? value[0]?.toUpperCase() + value.slice(1) : value,
      }));
    } else {
      const source = [
        'restaurants',
        'companies',
        'users',
        'brands',
        'restaurant-tags',
        'restaurant-tag-groups',
        'cloud-canteens',
        'residential-canteens',
        'company-allowances',
        'company-teams',
        'custom-export-category',
        'coupons',
        'promotions',
      ];
      if (!source.includes(entity)) throw new ApiProblem(404, `No select options for ${entity}`);
      const principal = principalOf(c);
      const def = resourceOf(entity);
      options = store
        .list(entity)
        .filter(
          (entry) => holds(principal, 'ROLE_ADMIN') || (def.roles && findVisible(entry, principal, entity)),
        )
        .map((entry) => ({
          value: iri(entity, entry.id),
          label: String(
            entry.name ??
              entry.code ??
              entry.email ??
              entry.title ??
              `${String(entry.firstName ?? '')} ${String(entry.lastName ?? '')}`.trim(),
          ),
        }));
    }
    const search = c.req.query('search')?.toLowerCase();
    const filtered = search
      ? options.filter((option) => option.label.toLowerCase().includes(search))
      : options;
    return c.json(hydraCollection('SelectOption', c.req.path, filtered, filtered.length));
  });

  function findVisible(entry: StoredRecord, principal: Principal, entity: string): boolean {
    try {
      findRecord(ctx, resourceOf(entity), principal, String(entry.id));
      return true;
    } catch {
      return false;
    }
  }

  app.get(`${API}/cloudcanteen/label/gettoken/:a/:b`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN', 'ROLE_RESTAURANT');
    const canteen = store.get('cloud-canteens', c.req.param('a'));
    if (!canteen) throw new ApiProblem(404, 'Not Found');
    // The token opens the canteen's label pages: only for the admin of a restaurant that cooks for it.
    const restaurantId = Number(c.req.param('b'));
    const cooks = cloudCanteenRestaurants(store, canteen.id).includes(restaurantId);
    if (!holds(principal, 'ROLE_ADMIN') && !(cooks && principal.restaurants.includes(restaurantId)))
      throw new ApiProblem(403, 'Access Denied.');
    return c.json({ token: canteen.token, cutoffTime: canteen.cutoffTime ?? cutoffText(ctx.now()) });
  });
}
