import { array, mask, number, optional, string, StructError, type, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';

import { byKind, IdStruct } from './structs';

const Ref = byKind({
  string: string(),
  object: type({ id: IdStruct, tags: optional(array(string())) }),
});

describe('byKind', () => {
  it('checks a value against the branch of its kind', () => {
    expect(validate('BO-1', Ref)[0]).toBeUndefined();
    expect(validate({ id: 7, extra: true }, Ref)[1]).toEqual({ id: 7, extra: true });
    expect(validate(['BO-1'], byKind({ array: array(string()), string: string() }))[1]).toEqual(['BO-1']);
  });

  it('reports a failure inside the chosen branch at its path', () => {
    const [error] = validate({ id: 7, tags: ['a', 3] }, Ref);
    expect(error).toBeInstanceOf(StructError);
    expect(error?.path).toEqual(['tags', 1]);
    expect(error?.message).toBe('At path: tags.1 -- Expected a string, but received: 3');
  });

  it('fails a value of no listed kind as a union does', () => {
    const [error] = validate(true, Ref);
    expect(error?.message).toBe(
      'Expected the value to satisfy a union of `string | type`, but received: true',
    );
    expect(validate(null, IdStruct)[0]?.message).toBe(
      'Expected the value to satisfy a union of `number | string`, but received: null',
    );
  });

  it('coerces through the chosen branch, as mask reads an answer', () => {
    const Outer = type({ ref: Ref, count: number() });
    expect(mask({ ref: { id: '100234-1', tags: [] }, count: 2 }, Outer)).toEqual({
      ref: { id: '100234-1', tags: [] },
      count: 2,
    });
  });
});
