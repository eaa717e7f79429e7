import { formatDateTime } from '@backoffice/domain';

/** One audit entry as the platform sends it: who changed which entity, how, and each field's old and new value. */
export interface AuditEntry {
  id: string | number;
  entityType?: string;
  entityId?: string | number;
  action?: string;
  user?: string | null;
  userEmail?: string | null;
  createdAt?: string;
  changes?: unknown;
}

/** One field's change: its name and the values before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The field changes of an entry. The platform sends `{ field: [old, new] }`; an object `{ old, new }` (or
 * `{ before, after }`) per field is read too, and a lone value counts as the new one.
 */
export function changesOf(entry: AuditEntry): FieldChange[] {
  const { changes } = entry;
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    if (Array.isArray(change) && change.length === 2) return { field, before: change[0], after: change[1] };
    if (typeof change === 'object' && change !== null) {
      const pair = change as Record<string, unknown>;
      if ('old' in pair || 'new' in pair) return { field, before: pair.old, after: pair.new };
      if ('before' in pair || 'after' in pair) return { field, before: pair.before, after: pair.after };
    }
    return { field, before: null, after: change };
  });
}

/** The entries newest first. */
export function newestFirst(entries: readonly AuditEntry[]): AuditEntry[] {
  return [...entries].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
}

/** The time of an entry as YYYY-MM-DD HH:mm. */
export const whenOf = (entry: AuditEntry): string => formatDateTime(entry.createdAt ?? null);

/** The entity types the audit log filter offers (the platform's base paths). */
export const AUDITED_ENTITIES = [
  'orders',
  'restaurants',
  'companies',
  'users',
  'coupons',
  'promotions',
  'brands',
  'custom-export',
  'translations',
  'dynamic_settings',
  'todo-lists',
] as const;
