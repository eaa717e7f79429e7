import { describe, expect, it } from 'vitest';

import { COURIER_STATUSES } from '../constants/index.js';
import { isInCourierGroup } from './isInCourierGroup.js';
import type { CourierGroup } from './types.js';

const groups: CourierGroup[] = ['ongoing', 'delivering', 'finished', 'cancelled'];
const groupsOf = (status: string | null | undefined) =>
  groups.filter((group) => isInCourierGroup(status, group));

describe('isInCourierGroup', () => {
  it.each<[string | null | undefined, CourierGroup[]]>([
    ['approved', ['ongoing']],
    ['new', ['ongoing']],
    ['initialized', ['ongoing']],
    ['queued', ['ongoing']],
    ['searching', ['ongoing']],
    ['picking', ['ongoing']],
    ['almost_picking', ['ongoing']],
    ['waiting_at_pickup', ['ongoing']],
    ['cancelled', ['ongoing', 'cancelled']],
    ['error', ['ongoing']],
    ['delivering', ['delivering']],
    ['almost_delivering', ['delivering']],
    ['waiting_at_dropoff', ['delivering']],
    ['delivered', ['finished']],
    ['finished', ['finished']],
    ['cancelled_after_approval', ['cancelled']],
    ['teleporting', []],
    [null, []],
    [undefined, []],
  ])('puts %j in %j', (status, expected) => {
    expect(groupsOf(status)).toEqual(expected);
  });

  it('puts every courier status in at least one group', () => {
    expect(COURIER_STATUSES.filter((status) => groupsOf(status).length === 0)).toEqual([]);
  });
});
