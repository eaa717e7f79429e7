import type { CanteenRule } from '../types/order.js';

/** A cutoff rule as the form holds it while the user edits: either field may still be empty. */
export type CutoffRuleDraft = { [K in keyof CanteenRule]?: CanteenRule[K] | null };

/** A value of the relative date picker: `dayOffset` days before the reference date, at `time` ('HH:mm'). */
export interface RelativeDateTime {
  dayOffset: number;
  time: string;
}

/** A relative date picker value while the user edits: either part may still be empty. */
export type RelativeDateTimeDraft = { [K in keyof RelativeDateTime]?: RelativeDateTime[K] | null };

/** Bounds of the relative date picker, as cutoff texts 'YYYY-MM-DD HH:mm:ss' (inclusive). */
export interface DateTimeBounds {
  min?: string | null;
  max?: string | null;
}
