import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAlertSound } from './createAlertSound';

function fakeAudio(outcome: () => Promise<void>) {
  return { play: vi.fn(outcome), pause: vi.fn(), currentTime: 5 };
}

describe('createAlertSound', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays at once and repeats every 60 s until no order waits', async () => {
    const audio = fakeAudio(() => Promise.resolve());
    const sound = createAlertSound(audio, new EventTarget());
    sound.setActive(true);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBe(0);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(audio.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(audio.play).toHaveBeenCalledTimes(2);
    sound.setActive(false);
    expect(audio.pause).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(audio.play).toHaveBeenCalledTimes(2);
  });

  it('reports a blocked autoplay and plays again on the next click or focus', async () => {
    let allowed = false;
    const audio = fakeAudio(() =>
      allowed ? Promise.resolve() : Promise.reject(new DOMException('no gesture', 'NotAllowedError')),
    );
    const window = new EventTarget();
    const sound = createAlertSound(audio, window);
    const changes: boolean[] = [];
    sound.onBlockedChange((blocked) => changes.push(blocked));
    sound.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sound.isBlocked()).toBe(true);
    allowed = true;
    window.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(sound.isBlocked()).toBe(false);
    window.dispatchEvent(new Event('focus'));
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([true, false]);
    sound.dispose();
  });

  it('treats a play() that returns nothing as playing, and one that throws as blocked', async () => {
    const silent = {
      play: vi.fn(() => undefined as unknown as Promise<void>),
      pause: vi.fn(),
      currentTime: 0,
    };
    const older = createAlertSound(silent, new EventTarget());
    older.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(older.isBlocked()).toBe(false);
    older.dispose();

    const throwing = fakeAudio(() => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    const sound = createAlertSound(throwing, new EventTarget());
    expect(() => sound.setActive(true)).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sound.isBlocked()).toBe(true);
    sound.dispose();
  });

  it('clears the blocked notice when the last order is handled', async () => {
    const audio = fakeAudio(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    const sound = createAlertSound(audio, new EventTarget());
    sound.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sound.isBlocked()).toBe(true);
    sound.setActive(false);
    expect(sound.isBlocked()).toBe(false);
  });
});
