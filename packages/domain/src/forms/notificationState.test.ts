import { describe, expect, it } from 'vitest';

import { notificationState } from './notificationState.js';
import type { NotificationInputs, NotificationState } from './types.js';

describe('notificationState', () => {
  it.each<[NotificationInputs, NotificationState]>([
    [{ registered: true, userOff: false, permission: 'granted' }, 'on'],
    [{ registered: true, userOff: true, permission: 'granted' }, 'off'],
    [{ registered: false, userOff: false, permission: 'granted' }, 'off'],
    [{ registered: true, userOff: false, permission: 'default' }, 'off'],
    [{ registered: false, userOff: false, permission: 'default' }, 'off'],
    [{ registered: true, userOff: false, permission: 'denied' }, 'blocked'],
    [{ registered: false, userOff: true, permission: 'denied' }, 'blocked'],
  ])('%j → %s', (inputs, expected) => {
    expect(notificationState(inputs)).toBe(expected);
  });
});
