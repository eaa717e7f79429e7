/** A throttled listener: `push` values in, `cancel` drops a pending one. */
export interface ThrottledListener<T> {
  push(value: T): void;
  cancel(): void;
}

/**
 * Delivers the first value at once, then at most one value per `intervalMs`: the latest value pushed during
 * the wait arrives when it ends (leading and trailing edge), so the listener never misses the final state.
 * @example
 * const throttled = throttleLatest(render, 3000);
 * throttled.push(1); throttled.push(2); throttled.push(3); // render(1) now, render(3) after 3 s
 */
export function throttleLatest<T>(listener: (value: T) => void, intervalMs: number): ThrottledListener<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;

  const open = () => {
    timer = setTimeout(() => {
      timer = null;
      if (pending) {
        const { value } = pending;
        pending = null;
        listener(value);
        open();
      }
    }, intervalMs);
  };

  return {
    push(value) {
      if (timer) {
        pending = { value };
        return;
      }
      listener(value);
      open();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
