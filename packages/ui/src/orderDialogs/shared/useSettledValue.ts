import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delay` ms (the spec's validation delays): a message derived
 * from it appears, changes or clears only after the user pauses.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
