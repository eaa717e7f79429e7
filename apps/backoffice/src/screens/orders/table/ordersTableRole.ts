import type { HeldRoles } from '@backoffice/domain';
import { isCompanyAdmin, isSuperAdmin } from '@backoffice/domain';

/** The columns of the orders table (spec section 2, "Orders table (admin view)"). */
export const orderColumnIds = [
  'identifier',
  'status',
  'delivery',
  'restaurant',
  'dropOff',
  'customer',
  'total',
  'sent',
  'costCode',
] as const;
/** One of {@link orderColumnIds}. */
export type OrderColumnId = (typeof orderColumnIds)[number];

/** What the table offers a user: its columns, in order, and the tools of the role. */
export interface OrdersTableFeatures {
  /** Which of the spec's three tables: super admin, company admin, or the plain fallback. */
  variant: 'superAdmin' | 'companyAdmin' | 'fallback';
  columns: readonly OrderColumnId[];
  /** Row checkboxes and the Export button in the footer. */
  canSelectAndExport: boolean;
  /** The advanced filter panel and the add-filter dialog. */
  hasFilterPanel: boolean;
  /** The quick filter chips (today, tomorrow, new, approved, cancelled). */
  hasQuickFilters: boolean;
  /** The row actions menu. */
  hasRowActions: boolean;
  /** The city marker (the drop-off city) on each order: super admins only (spec section 6). */
  showsCityMarker: boolean;
}

/**
 * The table of a role (spec section 2 and section 6). A super admin gets every column but the company admin's
 * cost code (plus the cost code when also a company admin), selection, Export, the extra filters and the row
 * actions. A company admin gets the reduced set — identifier, status, drop-off, vendor, customer, cost code,
 * invoice total — and the quick filters. Anyone else who reaches the table gets the spec's columns without the
 * super admin's (delivery, sent) and the company admin's (cost code), and no tools.
 * @example ordersTableFeatures(['ROLE_COMPANY']).columns // ['identifier', 'status', 'dropOff', 'restaurant', 'customer', 'costCode', 'total']
 */
export function ordersTableFeatures(roles: HeldRoles): OrdersTableFeatures {
  if (isSuperAdmin(roles)) {
    const columns: OrderColumnId[] = [
      'identifier',
      'status',
      'delivery',
      'restaurant',
      'dropOff',
      'customer',
      'total',
      'sent',
    ];
    if (isCompanyAdmin(roles)) columns.push('costCode');
    return {
      variant: 'superAdmin',
      columns,
      canSelectAndExport: true,
      hasFilterPanel: true,
      hasQuickFilters: false,
      hasRowActions: true,
      showsCityMarker: true,
    };
  }
  if (isCompanyAdmin(roles)) {
    return {
      variant: 'companyAdmin',
      columns: ['identifier', 'status', 'dropOff', 'restaurant', 'customer', 'costCode', 'total'],
      canSelectAndExport: false,
      hasFilterPanel: false,
      hasQuickFilters: true,
      hasRowActions: false,
      showsCityMarker: false,
    };
  }
  return {
    variant: 'fallback',
    columns: ['identifier', 'status', 'restaurant', 'dropOff', 'customer', 'total'],
    canSelectAndExport: false,
    hasFilterPanel: false,
    hasQuickFilters: false,
    hasRowActions: false,
    showsCityMarker: false,
  };
}
