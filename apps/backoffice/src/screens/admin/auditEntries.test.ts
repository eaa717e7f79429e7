import { describe, expect, it } from 'vitest';

import { changesOf, newestFirst } from './auditEntries';

describe('audit entries', () => {
  it('read each field’s old and new value from the shapes the platform sends', () => {
    expect(
      changesOf({
        id: 1,
        changes: {
          status: ['new', 'approved'],
          name: { old: 'A', new: 'B' },
          note: { before: null, after: 'x' },
          flag: true,
        },
      }),
    ).toEqual([
      { field: 'status', before: 'new', after: 'approved' },
      { field: 'name', before: 'A', after: 'B' },
      { field: 'note', before: null, after: 'x' },
      { field: 'flag', before: null, after: true },
    ]);
    expect(changesOf({ id: 2, changes: null })).toEqual([]);
  });

  it('order entries newest first', () => {
    const entries = [
      { id: 1, createdAt: '2026-01-01T10:00:00Z' },
      { id: 2, createdAt: '2026-01-02T10:00:00Z' },
    ];
    expect(newestFirst(entries).map((entry) => entry.id)).toEqual([2, 1]);
  });
});
