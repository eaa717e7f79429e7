import type { Principal, SandboxContext } from './context.js';
import { iri } from './hydra.js';
import type { StoredOrder } from './store.js';

/** One field's change in an audit entry: the value before and after. */
export type AuditChange = [before: unknown, after: unknown];

/** Fields that change with every write and say nothing about it. */
const IGNORED = new Set(['id', '@id', '@type', '@context', 'updatedAt']);

/** The top-level fields whose values differ between two versions of a record, with both values. */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED.has(field)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = [old, next];
  }
  return changes;
}

/**
 * Records an audit entry (GET /audit-log, GET /auditLog/{type}/{id}): who changed which entity, how, and each
 * changed field's old and new value. An update that changed nothing leaves no entry.
 */
export function recordAudit(
  ctx: SandboxContext,
  entry: {
    entityType: string;
    entityId: string | number;
    action: 'create' | 'update' | 'delete' | (string & {});
    changes: Record<string, AuditChange>;
    principal?: Principal | undefined;
  },
): void {
  if (entry.action === 'update' && Object.keys(entry.changes).length === 0) return;
  ctx.store.insert('audit-log', {
    id: ctx.store.nextId('audit-log'),
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    user: entry.principal ? iri('users', entry.principal.userId) : null,
    userEmail: entry.principal?.email ?? null,
    changes: entry.changes,
    createdAt: ctx.now().toISOString(),
  });
}

/** The fields of an order whose changes its audit entries show. */
export function auditedOrderFields(order: StoredOrder): Record<string, unknown> {
  const fields = ['status', 'isConfirmed', 'startPrepareAt', 'startDeliveryAt'] as const;
  return Object.fromEntries(fields.map((field) => [field, order[field] ?? null]));
}
