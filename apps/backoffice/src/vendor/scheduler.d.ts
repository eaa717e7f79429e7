/**
 * The part of React's scheduler (the `scheduler` package, which react-dom runs on) that the app and its tests use;
 * the package ships no types.
 */
declare module 'scheduler' {
  /** Sets the length of the scheduler's slices to 1000 / fps ms (0 puts back its default, 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  export function unstable_shouldYield(): boolean;
  export const unstable_NormalPriority: number;
}
