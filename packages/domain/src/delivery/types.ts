/** Courier status groups of section 4: ongoing, delivering, finished, cancelled. */
export type CourierGroup = 'ongoing' | 'delivering' | 'finished' | 'cancelled';

/**
 * Display tone of a delivery job status: 'info' while the platform arranges a courier, 'progress' while a courier
 * is on the job, 'success' once delivered, 'neutral' for closed or merged jobs, 'warning' for cancelled, 'error'
 * for error, and 'yellow' for a status the spec does not list.
 */
export type DeliveryJobStatusTone =
  'info' | 'progress' | 'success' | 'neutral' | 'warning' | 'error' | 'yellow';

/**
 * What the time text of an order shows (section 4 "Time text"): an update notice when cancelled; minutes, today,
 * tomorrow or a date in green while the deadline is more than 2 minutes away; a red now notice otherwise; out for
 * delivery while delivering; delivered with its time when finished.
 */
export type OrderTimeText =
  | { kind: 'cancelled' }
  | { kind: 'minutes'; minutes: number; tone: 'green' }
  | { kind: 'today'; at: Date; tone: 'green' }
  | { kind: 'tomorrow'; at: Date; tone: 'green' }
  | { kind: 'date'; at: Date; tone: 'green' }
  | { kind: 'now'; tone: 'red' }
  | { kind: 'delivering' }
  | { kind: 'delivered'; at: Date | null };

/** Options of `orderTimeText`. */
export interface OrderTimeTextOptions {
  /**
   * IANA time zone (e.g. 'Europe/Budapest') in which "today" and "tomorrow" are decided.
   * @default the runtime's local time zone
   */
  timeZone?: string;
}
