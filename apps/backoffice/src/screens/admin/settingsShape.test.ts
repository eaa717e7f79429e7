import { describe, expect, it } from 'vitest';

import { editableSettings, humanize, jsonOnlyPaths, kindOf, parseSettingsJson, setAt } from './settingsShape';

describe('the settings shape', () => {
  it('picks a control by the type that arrived', () => {
    expect([true, 3, 'a', { a: 1 }, [1], null].map(kindOf)).toEqual([
      'switch',
      'number',
      'text',
      'group',
      'json',
      'json',
    ]);
  });

  it('sets nested values without touching the rest, and lists what only JSON can edit', () => {
    const settings = { a: 1, nested: { b: true, list: [1, 2] }, other: null };
    expect(setAt(settings, ['nested', 'b'], false)).toEqual({
      a: 1,
      nested: { b: false, list: [1, 2] },
      other: null,
    });
    expect(settings.nested.b).toBe(true);
    expect(jsonOnlyPaths(settings)).toEqual(['nested.list', 'other']);
    expect(editableSettings({ '@id': '/x/1', id: 1, a: 1 })).toEqual({ a: 1 });
  });

  it('refuses JSON that does not parse or is not an object', () => {
    expect(parseSettingsJson('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseSettingsJson('{"a": ')).toMatchObject({ ok: false, reason: 'syntax' });
    expect(parseSettingsJson('[1]')).toEqual({ ok: false, reason: 'notObject' });
  });

  it('makes a label of a key', () => {
    expect(humanize('restaurantReloadInterval')).toBe('Restaurant reload interval');
    expect(humanize('max_items')).toBe('Max items');
  });
});
