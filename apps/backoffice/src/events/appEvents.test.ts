import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FailedEvent } from './appEvents';
import { emitAppEvent, onAppEvent } from './appEvents';

const event: FailedEvent = { action: 'delete', resource: 'brands', id: 3, error: new Error('Conflict') };
const offs: Array<() => void> = [];

afterEach(() => {
  for (const off of offs.splice(0)) off();
  vi.restoreAllMocks();
});

describe('the app events', () => {
  it('hands an event to every listener of its name, until each unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onAppEvent('failed', first);
    offs.push(offFirst, onAppEvent('failed', second));
    emitAppEvent('failed', event);
    expect(first).toHaveBeenCalledWith(event);
    expect(second).toHaveBeenCalledWith(event);

    offFirst();
    emitAppEvent('failed', { ...event, id: 4 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith({ ...event, id: 4 });
  });

  it('reaches the other listeners and the emitter when a listener throws, and reports it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    offs.push(
      onAppEvent('failed', () => {
        throw new Error('listener broke');
      }),
      onAppEvent('failed', after),
    );
    expect(() => emitAppEvent('failed', event)).not.toThrow();
    expect(after).toHaveBeenCalledWith(event);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener broke' }));
  });
});
