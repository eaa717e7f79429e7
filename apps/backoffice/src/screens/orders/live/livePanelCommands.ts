/**
 * What the live screen's shortcuts can ask of the order panel on screen (the selected order). Each command answers
 * whether it applied: a shortcut for an action the order does not offer (A on an approved order, C on a new one)
 * does nothing, and its key press goes on to the page.
 */
export interface LivePanelCommands {
  /** Approves with the time shown in the panel's control (A). */
  approve: () => boolean;
  /** Moves the preparation time by one 5-minute step, never below 10 (+ / −; the domain's `approveTimeStep`). */
  changeTime: (direction: 1 | -1) => boolean;
  /** Confirms the preparation (C). */
  confirmPreparation: () => boolean;
  /** Prints the receipt (P). */
  printReceipt: () => boolean;
  /** Opens the cancel dialog, which asks for the reason (X). */
  cancel: () => boolean;
}

/** Where the panel on screen leaves its commands for the shortcuts; null while no order is shown. */
export interface LivePanelCommandsRef {
  current: LivePanelCommands | null;
}
