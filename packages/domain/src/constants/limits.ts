/**
 * Every number of section 9 of both spec documents, in one place. Durations are in milliseconds unless the
 * name says otherwise.
 */
export const LIMITS = {
  /** Live order lists fetch this many orders per page. */
  orderListPageSize: 100,
  /** Generic lists: default page size, the choices offered, and the paginator's page buttons. */
  defaultPageSize: 50,
  pageSizes: [25, 50, 75, 100],
  paginatorPages: 7,
  /** Provider job lists filtered by order identifier. */
  providerJobPageSize: 99,
  /** List fetches wait this long; an earlier request for the same list is aborted. */
  listDebounceMs: 100,
  /** The search box waits this long after typing. */
  searchDebounceMs: 800,
  /** Validation delays: generic field, cost-code dialog, generic form save. */
  validationDelayMs: 300,
  costCodeValidationDelayMs: 500,
  formValidationDelayMs: 1000,
  /** A canteen order is fetched again this long after its next cutoff. */
  cutoffRefetchDelayMs: 20_000,
  /** Time texts re-render at this interval. */
  clockTickMs: 20_000,
  /** The incoming-order prompt shows when prepare start is within this window. */
  incomingPromptWindowMs: 30_000,
  /** The incoming-order sound repeats at this interval until every incoming order is handled. */
  soundRepeatMs: 60_000,
  /** Restaurant admins' lists are refreshed at this interval by default. */
  restaurantReloadMs: 60_000,
  /** Preparation time control: step and the minimum when decreasing (minutes). */
  preparationStepMinutes: 5,
  preparationMinMinutes: 10,
  /** Time text: under this margin the order is due now (minutes); up to this many minutes it shows minutes. */
  timeTextMarginMinutes: 2,
  timeTextHoursSwitchMinutes: 60,
  /** A token expiring in under this many seconds is refreshed first. */
  tokenRefreshThresholdSeconds: 600,
  /** Toast durations. */
  toastMs: 5000,
  errorToastMs: 10_000,
  /** Rows changed by a realtime event are highlighted this long. */
  realtimeHighlightMs: 700,
  /** Realtime list refresh and canteen changes are throttled to once per this interval. */
  realtimeThrottleMs: 5000,
  /** Tablet database value subscriptions are throttled to this interval. */
  tabletThrottleMs: 3000,
  /** A lazily loaded screen chunk fails after this long. */
  chunkLoadTimeoutMs: 120_000,
  /** The keep-me-signed-in cookies last this many days; otherwise they are session cookies. */
  rememberMeDays: 30,
  /** Realtime port when the config names none. */
  realtimePort: 443,
  /** Cancel reasons are truncated to this length in the status text (18 in the fallback display). */
  cancelReasonMax: 22,
  cancelReasonFallbackMax: 18,
  /** A restaurant e-mail failure tooltip shows after this many errors. */
  emailErrorTooltipThreshold: 3,
  /** Cost-code text longer than this gets a tooltip. */
  costCodeTooltipLength: 20,
  /** Cost-code allocations: decimals and the total they must reach. */
  allocationDecimals: 2,
  allocationTotal: 100,
  /** Canteen cutoff rule limits: smallest, largest and default meal limit. */
  cutoffLimitMin: 1,
  cutoffLimitMax: 999,
  cutoffLimitDefault: 999,
  /** The default cutoff and reference time; a new rule goes this many minutes before the earliest. */
  defaultCutoffReference: '2023-08-30 10:00:00',
  newCutoffRuleOffsetMinutes: 60,
  /** Relative date picker: the day offsets offered. */
  relativeDayOffsetMin: 0,
  relativeDayOffsetMax: 7,
  /** Allowance days run from 1 (Monday) to 7 (Sunday). */
  allowanceDayMin: 1,
  allowanceDayMax: 7,
  /** Menu defaults. */
  defaultDeliveryUnit: 1,
  defaultMinimumQuantity: 1,
  /** Restaurant area save: preorder days fixed at this, price category fixed to average. */
  areaPreOrderDayUntil: 30,
  areaPriceCategory: 'average',
  /** Default pedal-me parcel size. */
  defaultPedalMeSize: 'cargo',
  /** Service fee VAT multiplier. */
  serviceFeeVatMultiplier: 1.27,
  /** Layout: mobile under this width (px); modal maximum width (px). */
  mobileBreakpointPx: 992,
  modalMaxWidthPx: 800,
  /** Realtime tablet database: the realtime service error code that means the app is over its limit. */
  realtimeOverLimitCode: 4004,
  /** Locales. */
  defaultLocale: 'en',
  locales: ['en', 'hu'],
  /** Phone numbers are checked for this country unless the config names another. */
  defaultPhoneCountry: 'GB',
} as const;
