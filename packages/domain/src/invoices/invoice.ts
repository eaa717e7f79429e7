import { validateInvoiceSum } from '../forms/validateInvoiceSum.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';

/** Who an invoice is for: a company or a restaurant (the invoice's `type`). */
export type InvoiceOwnerType = 'company' | 'restaurant';

/** The owner types, in the order forms offer them. */
export const invoiceOwnerTypes: readonly InvoiceOwnerType[] = ['company', 'restaurant'];

/** One file line of an invoice form: the stored file (or a new one), its title and the value it stands for. */
export interface InvoiceLine {
  title?: string | null;
  value?: number | null;
}

/** The values of an invoice form that the invoice rules read. */
export interface InvoiceDraft {
  type?: string | null;
  company?: string | null;
  restaurant?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  amount?: number | null;
  files?: readonly InvoiceLine[] | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}/;
const isBlank = (value: string | null | undefined) => value === null || value === undefined || !value.trim();

/**
 * The rules of an invoice form, as error codes by field path:
 * - `type` is company or restaurant, and the owner of that type (`company` or `restaurant`) is chosen;
 * - `periodStart` and `periodEnd` are dates (YYYY-MM-DD), and the end is not before the start (`order`);
 * - every file has a title (`files.{index}.title`);
 * - the invoice sum: `amount` equals the sum of the files' values (`sum`; compared in whole cents).
 * @example
 * validateInvoice({ type: 'company', company: '/api/v1/companies/1', periodStart: '2026-01-01',
 *   periodEnd: '2026-01-31', amount: 100, files: [{ title: 'A', value: 40 }, { title: 'B', value: 50 }] })
 * // { valid: false, errors: { amount: 'sum' } }
 */
export function validateInvoice(draft: InvoiceDraft): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  if (draft.type !== 'company' && draft.type !== 'restaurant') errors['type'] = 'required';
  else if (isBlank(draft[draft.type])) errors[draft.type] = 'required';
  for (const key of ['periodStart', 'periodEnd'] as const) {
    const value = draft[key];
    if (isBlank(value)) errors[key] = 'required';
    else if (!DATE.test(String(value))) errors[key] = 'format';
  }
  if (!errors['periodStart'] && !errors['periodEnd']) {
    if (String(draft.periodEnd).slice(0, 10) < String(draft.periodStart).slice(0, 10))
      errors['periodEnd'] = 'order';
  }
  const files = draft.files ?? [];
  files.forEach((file, index) => {
    if (isBlank(file.title)) errors[`files.${index}.title`] = 'required';
  });
  const sum = validateInvoiceSum(
    draft.amount,
    files.map((file) => file.value),
  );
  Object.assign(errors, sum.errors);
  return toValidationResult(errors);
}

/**
 * The id at the end of an IRI (`/api/v1/companies/7` → `7`); a bare id passes through; null for nothing.
 * @example idOfIri('/api/v1/restaurants/12') // '12'
 */
export function idOfIri(iri: string | number | null | undefined): string | null {
  if (iri === null || iri === undefined) return null;
  const text = String(iri).trim();
  if (!text) return null;
  return text.split('/').filter(Boolean).pop() ?? null;
}

/**
 * The values a new invoice starts from when it is created for an item (`/invoices/create/{itemType}/{itemId}`):
 * the owner type, the owner's IRI and the relation id. An unknown item type or an empty id prefills nothing.
 * @example invoicePrefill('company', '3') // { type: 'company', company: '/api/v1/companies/3', restaurant: null, relationId: 3 }
 */
export function invoicePrefill(
  itemType: string | null | undefined,
  itemId: string | number | null | undefined,
  apiPrefix = '/api/v1',
): {
  type: InvoiceOwnerType;
  company: string | null;
  restaurant: string | null;
  relationId: number | string;
} | null {
  const id = idOfIri(itemId ?? null);
  if (id === null) return null;
  const relationId = /^\d+$/.test(id) ? Number(id) : id;
  if (itemType === 'company' || itemType === 'companies')
    return { type: 'company', company: `${apiPrefix}/companies/${id}`, restaurant: null, relationId };
  if (itemType === 'restaurant' || itemType === 'restaurants')
    return { type: 'restaurant', company: null, restaurant: `${apiPrefix}/restaurants/${id}`, relationId };
  return null;
}

/**
 * Where an invoice's files live in the file manager: its type and relation id, or, when those are missing, the
 * company or restaurant it belongs to. Null when the invoice has no owner yet.
 * @example invoiceFileLocation({ restaurant: '/api/v1/restaurants/2' }) // { type: 'restaurant', relation: '2' }
 */
export function invoiceFileLocation(invoice: {
  type?: string | null;
  relationId?: string | number | null;
  company?: string | null;
  restaurant?: string | null;
}): { type: InvoiceOwnerType; relation: string } | null {
  const type: InvoiceOwnerType | null =
    invoice.type === 'company' || invoice.type === 'restaurant'
      ? invoice.type
      : invoice.company
        ? 'company'
        : invoice.restaurant
          ? 'restaurant'
          : null;
  if (type === null) return null;
  const relation = idOfIri(invoice.relationId ?? null) ?? idOfIri(invoice[type] ?? null);
  return relation === null ? null : { type, relation };
}
