import { describe, expect, it } from 'vitest';

import { COURIER_STATUSES } from '../constants/index.js';
import { courierGroupStatuses, courierGroupsOf } from './courierGroups.js';

describe('courierGroupStatuses', () => {
  it.each([
    [
      'ongoing',
      [
        'approved',
        'new',
        'initialized',
        'queued',
        'searching',
        'picking',
        'almost_picking',
        'waiting_at_pickup',
        'cancelled',
        'error',
      ],
    ],
    ['delivering', ['delivering', 'almost_delivering', 'waiting_at_dropoff']],
    ['finished', ['delivered', 'finished']],
    ['cancelled', ['cancelled', 'cancelled_after_approval']],
  ] as const)('lists the %s group', (group, statuses) => {
    expect([...courierGroupStatuses(group)].sort()).toEqual([...statuses].sort());
  });

  it('covers every courier status', () => {
    const all = new Set(
      (['ongoing', 'delivering', 'finished', 'cancelled'] as const).flatMap((g) => courierGroupStatuses(g)),
    );
    expect(COURIER_STATUSES.filter((status) => !all.has(status))).toEqual([]);
  });
});

describe('courierGroupsOf', () => {
  it('puts cancelled in two groups and an unknown status in none', () => {
    expect(courierGroupsOf('cancelled')).toEqual(['ongoing', 'cancelled']);
    expect(courierGroupsOf('almost_delivering')).toEqual(['delivering']);
    expect(courierGroupsOf('teleporting')).toEqual([]);
    expect(courierGroupsOf(null)).toEqual([]);
  });
});
