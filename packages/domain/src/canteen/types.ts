/** One cutoff of a canteen order and whether a collected-orders notification confirms it. */
export interface CanteenCutoff {
  /** The cutoff as the rule gives it ('YYYY-MM-DD HH:mm:ss'). */
  cutoffTime: string;
  confirmed: boolean;
}

/** Confirmed cutoffs over all cutoffs of a canteen order (the automated-job chip's progress). */
export interface CanteenCutoffProgress {
  confirmed: number;
  total: number;
}
