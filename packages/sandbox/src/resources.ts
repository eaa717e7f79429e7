import { LIMITS, cutoffReference, toRelativeDateTime } from '@backoffice/domain';
import type { CutoffRuleDraft, Violation } from '@backoffice/domain';
import type { Hono } from 'hono';

import { auditChanges, recordAudit } from './audit.js';
import type { Principal, SandboxContext, SandboxEnv } from './context.js';
import { holds, principalOf, readBody } from './context.js';
import { entityTag, ifMatchHolds } from './etag.js';
import { filterList, valuesAt } from './filters.js';
import type { FilterConfig } from './filters.js';
import {
  API,
  ApiProblem,
  ValidationProblem,
  hydraCollection,
  hydraView,
  idOf,
  iri,
  toItem,
} from './hydra.js';
import { deliveryJobSummary, renderDeliveryJob } from './orderService.js';
import { mergeFields, writeViolations } from './schemas.js';
import type { Store, StoredDeliveryJob, StoredRecord } from './store.js';
import { cutoffRuleViolations, openingDayViolations } from './validation.js';

/**
 * How a non-admin role sees a resource: every record, or those whose field (dotted path) names a managed entity.
 * With `through`, the field names a record of another collection (a user address's user) whose own field names
 * the managed entity (the user's companyId).
 */
export type RoleScope = 'all' | { field: string; through?: { collection: string; field: string } };

export type Method = 'list' | 'create' | 'read' | 'update' | 'delete';

/** One resource of the generic CRUD: base path, hydra type, who may do what, and its own checks. */
export interface ResourceDef {
  base: string;
  type: string;
  /** Store collection; defaults to base. */
  collection?: string;
  /** Roles besides ROLE_ADMIN that may use the resource, with their scope. */
  roles?: Partial<Record<'ROLE_COMPANY' | 'ROLE_RESTAURANT' | 'ROLE_EXTRA_BILLING_ACCESS', RoleScope>>;
  /** Only a super admin creates and deletes. */
  adminCreatesAndDeletes?: boolean;
  methods?: Method[];
  filters?: FilterConfig;
  /** Fields that must not be blank on create. */
  required?: string[];
  /** Checks a record about to be stored; `others` are the collection's other records (for unique values). */
  validate?: (record: StoredRecord, others: readonly StoredRecord[]) => Violation[];
  render?: (record: StoredRecord) => Record<string, unknown>;
  /** Realtime channel prefix for create/update/delete events ({id}). */
  channelPrefix?: string;
}

const ALL: Method[] = ['list', 'create', 'read', 'update', 'delete'];
const READ_ONLY: Method[] = ['list', 'read'];
const byCompany: RoleScope = { field: 'company' };
const byRestaurant: RoleScope = { field: 'restaurant' };

/**
 * A violation on each of the paths whose value (text, compared without case and outer blanks) another record of
 * the collection already holds: the platform's unique constraints (a coupon code, a tag's name).
 */
export function uniqueViolations(
  record: StoredRecord,
  others: readonly StoredRecord[],
  paths: readonly string[],
): Violation[] {
  const textAt = (item: StoredRecord, path: string): string | undefined => {
    const value = valuesAt(item, path)[0];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
  };
  return paths.flatMap((path) => {
    const text = textAt(record, path);
    return text !== undefined && others.some((other) => textAt(other, path) === text)
      ? [{ propertyPath: path, message: 'This value is already used.' }]
      : [];
  });
}

/**
 * A user's company is named twice, by IRI (company) and by id (companyId, which decides who sees the user): the
 * two must name the same company, or a company admin could place a user in another company.
 */
function userCompanyViolations(record: StoredRecord): Violation[] {
  const { company, companyId } = record;
  if (company === undefined || company === null || companyId === undefined || companyId === null) return [];
  return String(idOf(company)) === String(idOf(companyId))
    ? []
    : [{ propertyPath: 'company', message: 'The company and the company id must name the same company.' }];
}

function cloudCanteenViolations(record: StoredRecord): Violation[] {
  const related = Array.isArray(record.relatedRestaurants) ? record.relatedRestaurants : [];
  const deliveryTime = typeof record.deliveryTime === 'string' ? record.deliveryTime : null;
  return related.flatMap((entry: unknown, index) => {
    const rules =
      (typeof entry === 'object' && entry !== null ? (entry as { rules?: unknown }).rules : []) ?? [];
    // The delivery that follows the first cutoff (the domain's rule, shared with the form).
    const reference = cutoffReference(Array.isArray(rules) ? (rules as CutoffRuleDraft[]) : [], deliveryTime);
    // The override is a day 0 to 7 days before the delivery, plus a time (the relative date picker).
    const override =
      typeof entry === 'object' && entry !== null
        ? (entry as { cutoffTimeOverride?: unknown }).cutoffTimeOverride
        : null;
    const overrideViolations: Violation[] =
      typeof override === 'string' && override !== '' && toRelativeDateTime(override, reference) === null
        ? [
            {
              propertyPath: `relatedRestaurants.${index}.cutoffTimeOverride`,
              message: 'The override must be 0 to 7 days before the delivery.',
            },
          ]
        : [];
    return [
      ...cutoffRuleViolations(rules, reference, `relatedRestaurants.${index}.rules`),
      ...overrideViolations,
    ];
  });
}

/** Every base path of the second document's generic CRUD list, plus custom exports. */
export const RESOURCES: ResourceDef[] = [
  {
    base: 'users',
    type: 'User',
    roles: { ROLE_COMPANY: { field: 'companyId' } },
    required: ['email'],
    filters: {
      strategies: { email: 'partial', enabled: 'exact', companyId: 'exact' },
      searchFields: ['firstName', 'lastName', 'email'],
    },
    validate: (record, others) => [
      ...uniqueViolations(record, others, ['email']),
      ...userCompanyViolations(record),
    ],
  },
  {
    base: 'user-addresses',
    type: 'UserAddress',
    // A company admin reads and writes the addresses of their own company's users, and no one else's.
    roles: { ROLE_COMPANY: { field: 'user', through: { collection: 'users', field: 'companyId' } } },
  },
  {
    base: 'promotions',
    type: 'Promotion',
    required: ['name', 'promotionType'],
    filters: { strategies: { promotionType: 'exact' } },
    validate: (record, others) => uniqueViolations(record, others, ['name']),
  },
  {
    base: 'canteens',
    type: 'Canteen',
    roles: { ROLE_RESTAURANT: { field: 'restaurantId' } },
    filters: { strategies: { identifier: 'exact', restaurantId: 'exact' } },
  },
  { base: 'company-addresses', type: 'CompanyAddress', roles: { ROLE_COMPANY: byCompany } },
  { base: 'company-balances', type: 'CompanyBalance', roles: { ROLE_COMPANY: byCompany } },
  { base: 'company-teams', type: 'Team', roles: { ROLE_COMPANY: byCompany }, required: ['name'] },
  {
    base: 'company-allowances',
    type: 'Allowance',
    roles: { ROLE_COMPANY: byCompany },
    filters: { strategies: { isActive: 'exact' } },
    validate: (record) => openingDayViolations(record.days, 'days'),
  },
  { base: 'file-manager', type: 'File', roles: { ROLE_EXTRA_BILLING_ACCESS: 'all' } },
  {
    base: 'meal-option-groups',
    type: 'MealOptionGroup',
    roles: { ROLE_RESTAURANT: byRestaurant },
    filters: { defaultOrder: ['position', 'asc'] },
  },
  {
    base: 'meal-options',
    type: 'MealOption',
    roles: { ROLE_RESTAURANT: byRestaurant },
    filters: { defaultOrder: ['position', 'asc'] },
  },
  {
    base: 'meal-categories',
    type: 'MealCategory',
    roles: { ROLE_RESTAURANT: byRestaurant },
    filters: { defaultOrder: ['position', 'asc'] },
  },
  {
    base: 'meals',
    type: 'Meal',
    roles: { ROLE_RESTAURANT: byRestaurant },
    required: ['name'],
    filters: { defaultOrder: ['position', 'asc'] },
  },
  { base: 'delivery-setting', type: 'DeliverySetting', roles: { ROLE_RESTAURANT: byRestaurant } },
  {
    base: 'restaurant-tags',
    type: 'Tag',
    filters: { searchFields: ['translations.en.name', 'translations.hu.name', 'name'] },
    validate: (record, others) =>
      uniqueViolations(record, others, ['translations.en.name', 'translations.hu.name']),
  },
  {
    base: 'restaurant-tag-groups',
    type: 'TagGroup',
    filters: { searchFields: ['translations.en.name', 'translations.hu.name', 'name'] },
    validate: (record, others) =>
      uniqueViolations(record, others, ['translations.en.name', 'translations.hu.name']),
  },
  { base: 'residential-canteen-addresses', type: 'ResidentialCanteenAddress' },
  { base: 'residential-canteen-partner-relations', type: 'ResidentialCanteenPartnerRelation' },
  { base: 'residential-canteens', type: 'ResidentialCanteen', channelPrefix: 'private-residentialcanteens-' },
  {
    base: 'companies',
    type: 'Company',
    roles: { ROLE_COMPANY: { field: 'id' } },
    adminCreatesAndDeletes: true,
    required: ['name'],
  },
  {
    base: 'coupons',
    type: 'Coupon',
    required: ['code'],
    filters: { strategies: { code: 'exact', isActive: 'exact' }, searchFields: ['code'] },
    validate: (record, others) => uniqueViolations(record, others, ['code']),
  },
  {
    base: 'billing',
    type: 'Invoice',
    roles: { ROLE_EXTRA_BILLING_ACCESS: 'all', ROLE_COMPANY: byCompany, ROLE_RESTAURANT: byRestaurant },
    adminCreatesAndDeletes: true,
    filters: {
      strategies: { type: 'exact', company: 'exact', restaurant: 'exact' },
      defaultOrder: ['periodStart', 'desc'],
    },
  },
  { base: 'registration-codes', type: 'RegistrationCode', required: ['code'] },
  { base: 'banners', type: 'Banner' },
  { base: 'custom-export-category', type: 'CustomExportCategory', required: ['name'] },
  { base: 'custom-export', type: 'CustomExport', required: ['name'] },
  { base: 'brands', type: 'Brand', required: ['name'] },
  {
    base: 'order-history',
    type: 'OrderHistory',
    methods: READ_ONLY,
    filters: { strategies: { orderId: 'exact', event: 'exact' }, defaultOrder: ['createdAt', 'desc'] },
  },
  {
    base: 'restaurants',
    type: 'Restaurant',
    roles: { ROLE_RESTAURANT: { field: 'id' } },
    adminCreatesAndDeletes: true,
    required: ['name'],
    filters: { strategies: { externalType: 'exact', isActive: 'exact' }, searchFields: ['name', 'cuisine'] },
    validate: (record) => [
      ...openingDayViolations(record.openingDays, 'openingDays'),
      ...openingDayViolations(record.specialClosures, 'specialClosures'),
      ...cutoffRuleViolations(
        record.defaultCanteenRules,
        LIMITS.defaultCutoffReference,
        'defaultCanteenRules',
      ),
    ],
  },
  {
    base: 'cloud-canteens',
    type: 'CloudCanteen',
    channelPrefix: 'private-cloudcanteens-',
    validate: cloudCanteenViolations,
  },
  {
    base: 'delivery-provider-jobs',
    type: 'DeliveryProviderJob',
    filters: { strategies: { status: 'exact', 'deliveryJob.orders.identifier': 'exact' } },
  },
  {
    base: 'delivery-jobs',
    type: 'DeliveryJob',
    filters: {
      strategies: { status: 'exact', courierStatus: 'exact', deliveryMethod: 'exact' },
      defaultOrder: ['id', 'desc'],
    },
    render: (record) => renderDeliveryJob(record as unknown as StoredDeliveryJob),
  },
  {
    base: 'delivery-job-log',
    type: 'DeliveryJobLog',
    methods: READ_ONLY,
    filters: { defaultOrder: ['createdAt', 'desc'] },
  },
  {
    base: 'todo-lists',
    type: 'Todo',
    filters: { strategies: { finished: 'exact' }, defaultOrder: ['ordering', 'asc'] },
  },
  {
    base: 'translations',
    type: 'Translation',
    filters: {
      strategies: { locale: 'exact', namespace: 'exact', key: 'partial' },
      searchFields: ['key', 'value'],
    },
  },
  { base: 'dynamic_settings', type: 'DynamicSetting', methods: ['list', 'read', 'update'] },
  {
    base: 'audit-log',
    type: 'AuditLog',
    methods: READ_ONLY,
    filters: { strategies: { entityType: 'exact', entityId: 'exact' }, defaultOrder: ['createdAt', 'desc'] },
  },
  {
    base: 'auditLog',
    type: 'AuditLog',
    collection: 'audit-log',
    methods: READ_ONLY,
    filters: { strategies: { entityType: 'exact', entityId: 'exact' }, defaultOrder: ['createdAt', 'desc'] },
  },
];

/** The resource definition of a base path. */
export function resourceOf(base: string): ResourceDef {
  const def = RESOURCES.find((resource) => resource.base === base);
  if (!def) throw new Error(`Unknown resource ${base}`);
  return def;
}

type ScopedRole = 'ROLE_COMPANY' | 'ROLE_RESTAURANT' | 'ROLE_EXTRA_BILLING_ACCESS';

function scopedRoles(def: ResourceDef): Array<[ScopedRole, RoleScope]> {
  return (['ROLE_COMPANY', 'ROLE_RESTAURANT', 'ROLE_EXTRA_BILLING_ACCESS'] as const).flatMap((role) => {
    const scope = def.roles?.[role];
    return scope ? [[role, scope] as [ScopedRole, RoleScope]] : [];
  });
}

function managedIds(principal: Principal, role: string): number[] {
  return role === 'ROLE_COMPANY' ? principal.companies : principal.restaurants;
}

/** Throws 403 unless the principal may use the resource at all. */
export function requireAccess(def: ResourceDef, principal: Principal): void {
  if (holds(principal, 'ROLE_ADMIN')) return;
  if (!scopedRoles(def).some(([role]) => holds(principal, role))) throw new ApiProblem(403, 'Access Denied.');
}

/**
 * The values that decide who sees a record: its scope field's, or, through another collection, the scope values
 * of the records it names there (a reference to a record of any other collection, or to none, names nothing).
 */
function scopeValues(record: StoredRecord, scope: Exclude<RoleScope, 'all'>, store: Store): unknown[] {
  const values = valuesAt(record, scope.field);
  const { through } = scope;
  if (!through) return values;
  return values.flatMap((value) => {
    if (
      typeof value === 'string' &&
      value.startsWith('/') &&
      !value.startsWith(`${API}/${through.collection}/`)
    )
      return [];
    const id = idOf(value);
    const target = id === undefined ? undefined : store.get(through.collection, id);
    return target ? valuesAt(target, through.field) : [];
  });
}

/** Whether the principal may see one record of the resource (`store` resolves scopes through other records). */
export function canSee(def: ResourceDef, principal: Principal, record: StoredRecord, store: Store): boolean {
  if (holds(principal, 'ROLE_ADMIN')) return true;
  return scopedRoles(def).some(([role, scope]) => {
    if (!holds(principal, role)) return false;
    if (scope === 'all') return true;
    const ids = managedIds(principal, role);
    return scopeValues(record, scope, store).some((value) => ids.includes(Number(idOf(value))));
  });
}

/** Finds a record the principal may see: 404 when missing, 403 when out of scope. */
export function findRecord(
  ctx: SandboxContext,
  def: ResourceDef,
  principal: Principal,
  id: string,
): StoredRecord {
  requireAccess(def, principal);
  const record = ctx.store.get(def.collection ?? def.base, id);
  if (!record) throw new ApiProblem(404, 'Not Found');
  if (!canSee(def, principal, record, ctx.store)) throw new ApiProblem(403, 'Access Denied.');
  return record;
}

/** A record as the API answers it. */
export function renderRecord(def: ResourceDef, record: StoredRecord): Record<string, unknown> {
  return def.render ? def.render(record) : toItem(def.base, def.type, record);
}

function checkRecord(def: ResourceDef, record: StoredRecord, store: SandboxContext['store']): void {
  const violations: Violation[] = [];
  for (const field of def.required ?? []) {
    const value = record[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      violations.push({ propertyPath: field, message: 'This value should not be blank.' });
    }
  }
  const others = def.validate
    ? store.list(def.collection ?? def.base).filter((other) => String(other.id) !== String(record.id))
    : [];
  violations.push(...(def.validate?.(record, others) ?? []));
  if (violations.length > 0) throw new ValidationProblem(violations);
}

/** A reference as a scope field holds it: one id, one IRI, or one embedded record with an id (or none). */
function isSingleReference(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'number') return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const { id, '@id': at } = value as { id?: unknown; '@id'?: unknown };
  return [id, at].some((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/**
 * Throws 400 when a field that decides who sees the record (its company, restaurant) holds more than one value: a
 * list would make the record belong to every company or restaurant on it.
 */
function checkScopeFields(def: ResourceDef, fields: Record<string, unknown>): void {
  const violations: Violation[] = [];
  for (const [, scope] of scopedRoles(def)) {
    if (scope === 'all' || scope.field === 'id' || !(scope.field in fields)) continue;
    if (!isSingleReference(fields[scope.field])) {
      violations.push({
        propertyPath: scope.field,
        message: 'This value should be a single reference, not a list.',
      });
    }
  }
  if (violations.length > 0) throw new ValidationProblem(violations);
}

/**
 * Throws 400 unless the principal may write these fields and each holds a value of its type and range (see
 * schemas.ts); a super admin writes every field that is not the platform's own.
 */
function checkWrite(
  def: ResourceDef,
  principal: Principal,
  stored: StoredRecord | undefined,
  fields: Record<string, unknown>,
  next: StoredRecord,
): void {
  const roles = holds(principal, 'ROLE_ADMIN')
    ? 'all'
    : scopedRoles(def)
        .map(([role]) => role)
        .filter((role) => holds(principal, role));
  const violations = writeViolations(def.base, stored, fields, next, roles);
  if (violations.length > 0) throw new ValidationProblem(violations);
}

function stripMeta(body: Record<string, unknown>): Record<string, unknown> {
  const { '@id': _id, '@type': _type, '@context': _context, id: _ignored, ...fields } = body;
  return fields;
}

/** Publishes a change of a record on its realtime channel (canteens) and on the delivery-jobs channel. */
export function recordChanged(
  ctx: SandboxContext,
  def: ResourceDef,
  record: StoredRecord,
  kind: 'create' | 'update' | 'delete',
): void {
  if (def.channelPrefix) ctx.realtime.publish(`${def.channelPrefix}${record.id}`, kind, { id: record.id });
  if (def.base === 'delivery-jobs' && kind !== 'delete') {
    ctx.realtime.publish(
      'delivery-jobs',
      `${kind}-delivery-job`,
      deliveryJobSummary(record as unknown as StoredDeliveryJob),
    );
  }
}

/** Registers list, create, read, update and delete for every resource. */
export function registerResources(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  for (const def of RESOURCES) {
    const methods = def.methods ?? ALL;
    const collection = def.collection ?? def.base;
    const path = `${API}/${def.base}`;
    if (methods.includes('list')) {
      app.get(path, (c) => {
        const principal = principalOf(c);
        requireAccess(def, principal);
        const url = new URL(c.req.url);
        const visible = ctx.store
          .list(collection)
          .filter((record) => canSee(def, principal, record, ctx.store))
          .map((record) => renderRecord(def, record));
        const page = filterList(visible, url.searchParams, { defaultOrder: ['id', 'asc'], ...def.filters });
        return c.json(
          hydraCollection(
            def.type,
            path,
            page.members,
            page.total,
            hydraView(path, url.searchParams, page.page, page.lastPage),
          ),
        );
      });
    }
    if (methods.includes('create')) {
      app.post(path, async (c) => {
        const principal = principalOf(c);
        requireAccess(def, principal);
        if (def.adminCreatesAndDeletes && !holds(principal, 'ROLE_ADMIN'))
          throw new ApiProblem(403, 'Access Denied.');
        const fields = stripMeta(await readBody(c));
        checkScopeFields(def, fields);
        // Checked as a draft first: a refused record takes no id from the sequence.
        const draft: StoredRecord = { ...fields, id: 0 };
        fillScope(def, principal, draft);
        if (!canSee(def, principal, draft, ctx.store)) throw new ApiProblem(403, 'Access Denied.');
        checkWrite(def, principal, undefined, fields, draft);
        checkRecord(def, draft, ctx.store);
        const record: StoredRecord = { ...draft, id: ctx.store.nextId(collection) };
        ctx.store.insert(collection, record);
        recordChanged(ctx, def, record, 'create');
        recordAudit(ctx, {
          entityType: collection,
          entityId: record.id,
          action: 'create',
          changes: auditChanges({}, record),
          principal,
        });
        return c.json(renderRecord(def, record), 201);
      });
    }
    if (methods.includes('read')) {
      app.get(`${path}/:id`, (c) => {
        const rendered = renderRecord(def, findRecord(ctx, def, principalOf(c), c.req.param('id')));
        c.header('etag', entityTag(rendered));
        return c.json(rendered);
      });
    }
    if (methods.includes('update')) {
      app.put(`${path}/:id`, async (c) => {
        const principal = principalOf(c);
        const record = findRecord(ctx, def, principal, c.req.param('id'));
        const body = await readBody(c);
        const current = renderRecord(def, record);
        if (!ifMatchHolds(c.req.header('if-match'), entityTag(current))) {
          // Someone changed it since the client loaded it: nothing is written, and the answer carries the entity
          // as it is now, for the client to merge the user's changes into.
          c.header('etag', entityTag(current));
          return c.json(
            { code: 412, message: 'The item was changed by someone else since it was loaded.', current },
            412,
          );
        }
        const fields = stripMeta(body);
        checkScopeFields(def, fields);
        // Nested objects merge into the stored ones: a partial billingInfo keeps the keys it does not name.
        const merged = mergeFields(record, fields);
        const next: StoredRecord = { ...record, ...merged, id: record.id };
        if (!canSee(def, principal, next, ctx.store)) throw new ApiProblem(403, 'Access Denied.');
        checkWrite(def, principal, record, merged, next);
        checkRecord(def, next, ctx.store);
        const before = structuredClone(record);
        ctx.store.update(collection, record.id, merged);
        recordChanged(ctx, def, record, 'update');
        recordAudit(ctx, {
          entityType: collection,
          entityId: record.id,
          action: 'update',
          changes: auditChanges(before, next),
          principal,
        });
        const updated = renderRecord(def, record);
        c.header('etag', entityTag(updated));
        return c.json(updated);
      });
    }
    if (methods.includes('delete')) {
      app.delete(`${path}/:id`, (c) => {
        const principal = principalOf(c);
        const record = findRecord(ctx, def, principal, c.req.param('id'));
        if (def.adminCreatesAndDeletes && !holds(principal, 'ROLE_ADMIN'))
          throw new ApiProblem(403, 'Access Denied.');
        ctx.store.remove(collection, record.id);
        recordChanged(ctx, def, record, 'delete');
        recordAudit(ctx, {
          entityType: collection,
          entityId: record.id,
          action: 'delete',
          changes: {},
          principal,
        });
        return c.body(null, 204);
      });
    }
  }
}

/** A non-admin's new record belongs to their first managed company or restaurant when it names none. */
function fillScope(def: ResourceDef, principal: Principal, record: StoredRecord): void {
  if (holds(principal, 'ROLE_ADMIN')) return;
  for (const [role, scope] of scopedRoles(def)) {
    if (
      scope === 'all' ||
      !holds(principal, role) ||
      scope.field === 'id' ||
      scope.field.includes('.') ||
      scope.through
    )
      continue;
    if (record[scope.field] !== undefined && record[scope.field] !== null) continue;
    const first = managedIds(principal, role)[0];
    if (first === undefined) continue;
    record[scope.field] = scope.field.endsWith('Id')
      ? first
      : iri(role === 'ROLE_COMPANY' ? 'companies' : 'restaurants', first);
  }
}
