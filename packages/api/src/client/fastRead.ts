import type { Struct } from 'superstruct';
import { mask, StructError } from 'superstruct';

/**
 * A fast first look at an answer before superstruct reads it. Superstruct checks a value with a generator per node
 * and level, which for a page of 100 orders was most of the time the page took to read after it arrived
 * (`npm run bench:read -w @backoffice/api`). The structs are translated once into plain functions that answer
 * true only when superstruct's `mask` would accept the value and answer it unchanged: every field of the right
 * kind, every refinement passing, no field that `mask` would drop. Then the value is the answer as it is. Anything
 * else (a failing field, an unknown key of an `object()`, a struct this translation does not know) goes to `mask`
 * itself, so the errors, the dropped keys and the unreadable list members are exactly superstruct's.
 *
 * What it knows: string, number, integer, boolean, literal, enums, unknown, any, array, record, type, object,
 * optional, nullable, refinements, and the client's own `maybe`, `byKind` and `listMember` (registered with
 * {@link describeStruct}). Refinements are called with an empty path and branch: none of the client's looks at them.
 */

/** Any struct: superstruct's Struct is invariant in its types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** How the client's own combinators tell this module what they are made of. */
export type StructDescription =
  | { kind: 'maybe'; inner: AnyStruct }
  | { kind: 'byKind'; branches: Partial<Record<ValueKind, AnyStruct>> }
  | { kind: 'listMember'; item: AnyStruct };

/** The kinds of JSON value `byKind` tells apart. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object';

type Check = (value: unknown) => boolean;

const descriptions = new WeakMap<AnyStruct, StructDescription>();
// optional() and nullable() make a new struct with the same entries function: the wrapped struct is found by it.
const byEntries = new WeakMap<object, StructDescription>();
const compiled = new WeakMap<AnyStruct, Check | null>();

/** Tells the fast reader what a struct built by one of the client's combinators is made of. */
export function describeStruct<S extends AnyStruct>(struct: S, description: StructDescription): S {
  descriptions.set(struct, description);
  if (description.kind !== 'maybe') byEntries.set(struct.entries, description);
  return struct;
}

/** The kind of a JSON value as `byKind` sees it; null for null and anything JSON has not. */
export function kindOf(value: unknown): ValueKind | null {
  if (Array.isArray(value)) return 'array';
  if (value === null) return null;
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'object' ? kind : null;
}

const context = { path: [], branch: [] };

/** Whether superstruct's validator or refiner result (an array or a generator of failures) holds no failure. */
function passes(result: Iterable<unknown>): boolean {
  if (Array.isArray(result)) return result.length === 0;
  return (result as unknown as Iterator<unknown>).next().done === true;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The structs of a record's keys and values, as its entries name them for a one-key object. */
function recordParts(struct: AnyStruct): [AnyStruct, AnyStruct] | null {
  const entries = [...struct.entries({ key: 0 }, context)] as [unknown, unknown, AnyStruct][];
  const key = entries[0]?.[2];
  const value = entries[1]?.[2];
  return entries.length === 2 && key && value ? [key, value] : null;
}

/** The check of the value itself, undefined and null aside; null when the struct is not one this module knows. */
function baseCheck(struct: AnyStruct): Check | null {
  const schema: unknown = struct.schema;
  switch (struct.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && !Number.isNaN(value);
    case 'integer':
      return (value) => typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal':
      return schema === null ? null : (value) => value === schema;
    case 'enums': {
      if (!isObject(schema)) return null;
      const values = new Set(Object.values(schema));
      return (value) => values.has(value);
    }
    case 'array': {
      if (schema === undefined) return (value) => Array.isArray(value);
      const element = compile(schema as AnyStruct);
      if (!element) return null;
      return (value) => Array.isArray(value) && value.every(element);
    }
    case 'record': {
      const parts = recordParts(struct);
      const key = parts && compile(parts[0]);
      const item = parts && compile(parts[1]);
      if (!key || !item) return null;
      return (value) => {
        if (!isObject(value)) return false;
        for (const name in value) if (!key(name) || !item(value[name])) return false;
        return true;
      };
    }
    case 'type':
    case 'object': {
      if (schema === null && struct.type === 'object') return isObject;
      if (!isObject(schema)) return null;
      const fields: [string, Check][] = [];
      for (const [name, field] of Object.entries(schema)) {
        const check = compile(field as AnyStruct);
        if (!check) return null;
        fields.push([name, check]);
      }
      const known = new Set(fields.map(([name]) => name));
      // `mask` drops the keys an object() does not name: such a value is not answered as it is.
      const onlyKnownKeys =
        struct.type === 'object'
          ? (value: Record<string, unknown>) => Object.keys(value).every((name) => known.has(name))
          : () => true;
      return (value) =>
        isObject(value) && fields.every(([name, check]) => check(value[name])) && onlyKnownKeys(value);
    }
    default:
      return null;
  }
}

function described(description: StructDescription): Check | null {
  if (description.kind === 'maybe') {
    const inner = compile(description.inner);
    return inner && ((value) => value === undefined || value === null || inner(value));
  }
  if (description.kind === 'listMember') return compile(description.item);
  const branches = new Map<ValueKind, Check>();
  for (const [kind, branch] of Object.entries(description.branches)) {
    const check = branch && compile(branch);
    if (!check) return null;
    branches.set(kind as ValueKind, check);
  }
  return (value) => {
    const kind = kindOf(value);
    const check = kind === null ? undefined : branches.get(kind);
    return check !== undefined && check(value);
  };
}

function translate(struct: AnyStruct): Check | null {
  const description = descriptions.get(struct);
  if (description) return described(description);
  const wrapped = byEntries.get(struct.entries);
  const base = wrapped ? described(wrapped) : baseCheck(struct);
  if (!base) return null;
  // optional() and nullable() keep the struct's type and schema and wrap its validator: what it takes of undefined
  // and null is asked of the validator itself.
  const takesUndefined = attempt(() => passes(struct.validator(undefined, context))) === true;
  const takesNull = attempt(() => passes(struct.validator(null, context))) === true;
  // A struct without refinements has superstruct's default refiner, which answers an empty array; a refinement
  // may throw on a value it was not meant for, which superstruct would throw too.
  const refined = !Array.isArray(attempt(() => struct.refiner(undefined, context)));
  return (value) => {
    const accepted = value === undefined ? takesUndefined : value === null ? takesNull : base(value);
    return accepted && (!refined || attempt(() => passes(struct.refiner(value, context))) === true);
  };
}

/** The function's answer, or undefined when it throws. */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function compile(struct: AnyStruct): Check | null {
  if (compiled.has(struct)) return compiled.get(struct) ?? null;
  // A struct that (through a lazy() or a cycle) reaches itself again is left to superstruct.
  compiled.set(struct, null);
  const check = translate(struct);
  compiled.set(struct, check);
  return check;
}

/**
 * Reads an answer as superstruct's `mask(value, struct)` does, quickly when the value is exactly what the struct
 * describes: the value itself is answered then, where `mask` would answer a copy equal to it. A value whose check
 * throws instead of failing fails with a StructError too ({@link uncheckableValue}).
 * @example readAs(JSON.parse(text), OrderStruct) // the order, or a StructError as mask throws it
 */
export function readAs<T, S>(value: unknown, struct: Struct<T, S>): T {
  const check = compile(struct);
  if (check?.(value)) return value as T;
  try {
    return mask(value, struct);
  } catch (error) {
    throw error instanceof StructError ? error : uncheckableValue(value, error);
  }
}
/**
 * The StructError of a value whose check threw instead of failing: superstruct prints a value into its failure
 * message with a template literal, which throws for an object whose `toString` is not a function
 * (`{ "toString": "" }`). Such an answer is as unreadable as one of the wrong shape, and says so the same way.
 * @example uncheckableValue({ toString: '' }, new TypeError('Cannot convert object to primitive value')).message
 * // 'The value could not be checked: Cannot convert object to primitive value'
 */
export function uncheckableValue(value: unknown, cause: unknown): StructError {
  const failure = {
    value,
    key: undefined,
    type: 'unknown',
    refinement: undefined,
    message: `The value could not be checked: ${cause instanceof Error ? cause.message : String(cause)}`,
    path: [],
    branch: [value],
  };
  return new StructError(failure, function* () {
    yield failure;
  });
}

/** Whether `readAs` takes the fast way for this struct (a test's question). */
export function isFastReadable(struct: AnyStruct): boolean {
  return compile(struct) !== null;
}
