/**
 * The bridge to the rules of @backoffice/domain: every check runs the domain validator, and its error map
 * (field path → code) becomes violations {propertyPath, message} with readable messages. No rule lives here.
 */
import {
  normalizeRefund,
  validateCancel,
  validateCostCodes,
  validateCutoffRules,
  validatePeriods,
  validateRefund,
} from '@backoffice/domain';
import type {
  CancelPayload,
  CanteenRule,
  ExpenseCodeConfig,
  ExpenseCodeEntry,
  OrderMeal,
  Period,
  Refund,
  ValidationResult,
  Violation,
} from '@backoffice/domain';

/** Readable text of each validation code; a code the table does not know is a configured message itself. */
const MESSAGES: Record<string, string> = {
  required: 'This value should not be blank.',
  invalid: 'This value is not valid.',
  format: 'This value has an invalid format.',
  min: 'This value is too low.',
  max: 'This value is too high.',
  integer: 'This value should be a whole number.',
  order: 'This value is out of order.',
  overlap: 'This period overlaps another period.',
  sum: 'The allocations must add up to exactly 100.',
  decimals: 'This value should have at most two decimals.',
  'not-in-list': 'The value you selected is not a valid choice.',
  'leading-space': 'This value should not start with a space.',
  past: 'This date should be today or later.',
  empty: 'Select at least one item or enter an amount above 0.',
};

/** Messages that read better for one field. */
const FIELD_MESSAGES: Array<[RegExp, string, string]> = [
  [
    /^items\.\d+\.quantity$/,
    'max',
    'The quantity is above the refundable quantity (ordered minus already refunded).',
  ],
  [/^items\.\d+\.quantity$/, 'min', 'The quantity cannot be below 0.'],
  [/\.limit$/, 'min', 'The limit should be between 1 and 999.'],
  [/\.limit$/, 'max', 'The limit should be between 1 and 999.'],
  [
    /cutoffTime$/,
    'order',
    'Cutoff times must be in order: each not later than the next, the last not later than the delivery time.',
  ],
  [/closeTime$/, 'order', 'The closing time is before the opening time.'],
  [/openTime$/, 'overlap', 'This period overlaps another period of the same day.'],
];

function messageFor(path: string, code: string): string {
  const specific = FIELD_MESSAGES.find(([pattern, forCode]) => forCode === code && pattern.test(path));
  return specific?.[2] ?? MESSAGES[code] ?? code;
}

/**
 * Turns a domain result into violations, renaming the validator's paths to the payload's (`rename` maps a
 * validator path to the wire path).
 */
export function toViolations(
  result: ValidationResult,
  rename: (path: string) => string = (path) => path,
): Violation[] {
  return Object.entries(result.errors).map(([path, code]) => ({
    propertyPath: rename(path),
    message: messageFor(rename(path), code),
  }));
}

/** Cancel payload checks (reason type, free text, company refund fields). */
export function cancelViolations(payload: CancelPayload, companyAmount: number): Violation[] {
  return toViolations(validateCancel(payload, { companyAmount }));
}

/** The refund as the platform stores it (zero items dropped, empty reasons replaced). */
export function normalizedRefund(refund: Refund): Refund {
  return normalizeRefund(refund);
}

/** Refund checks against the order's meal lines. */
export function refundViolations(refund: Refund, meals: OrderMeal[]): Violation[] {
  return toViolations(validateRefund(refund, meals));
}

/** Cost-code rows of an order against the configuration of its allowance rule or cloud canteen. */
export function costCodeViolations(
  rows: ExpenseCodeEntry[],
  config: ExpenseCodeConfig,
  field: string,
  isSuperAdmin: boolean,
): Violation[] {
  return toViolations(validateCostCodes(rows, config, { isSuperAdmin }), (path) =>
    path === 'rows' ? field : `${field}.${path.replace(/^rows\./, '')}`,
  );
}

/** Opening days: the intervals of each day must be well formed and must not overlap. */
export function openingDayViolations(days: unknown, field: string): Violation[] {
  if (!Array.isArray(days)) return [];
  return days.flatMap((day: unknown, dayIndex) => {
    const intervals =
      (typeof day === 'object' && day !== null ? (day as { timeIntervals?: unknown }).timeIntervals : []) ??
      [];
    if (!Array.isArray(intervals))
      return [{ propertyPath: `${field}.${dayIndex}.timeIntervals`, message: MESSAGES.invalid ?? '' }];
    const periods: Period[] = intervals.map((interval: unknown) => {
      const value = (typeof interval === 'object' && interval !== null ? interval : {}) as Record<
        string,
        unknown
      >;
      return {
        start: typeof value.openTime === 'string' ? value.openTime : '',
        end: typeof value.closeTime === 'string' ? value.closeTime : '',
      };
    });
    return toViolations(validatePeriods(periods), (path) =>
      path
        .replace(/^periods\.(\d+)\.start$/, `${field}.${dayIndex}.timeIntervals.$1.openTime`)
        .replace(/^periods\.(\d+)\.end$/, `${field}.${dayIndex}.timeIntervals.$1.closeTime`),
    );
  });
}

/** Canteen cutoff rules: limits 1 to 999, cutoffs in order and not after the reference. */
export function cutoffRuleViolations(rules: unknown, reference: string, field: string): Violation[] {
  if (!Array.isArray(rules)) return [];
  const drafts: Array<Partial<CanteenRule>> = rules.map((rule: unknown) => {
    const value = (typeof rule === 'object' && rule !== null ? rule : {}) as Record<string, unknown>;
    return {
      cutoffTime: typeof value.cutoffTime === 'string' ? value.cutoffTime : undefined,
      limit:
        typeof value.limit === 'number'
          ? value.limit
          : value.limit === undefined || value.limit === null || value.limit === ''
            ? undefined
            : Number(value.limit),
    };
  });
  return toViolations(validateCutoffRules(drafts, reference), (path) =>
    path.replace(/^rules\./, `${field}.`),
  );
}
