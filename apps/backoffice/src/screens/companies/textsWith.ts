import type { EntityTexts } from '../../entities/types';

/**
 * An entity's texts with more field labels (e.g. a nested field's dotted name, which a dictionary key cannot hold).
 * The dictionary's objects are read through, never spread: a translation object of a loaded language is a proxy
 * whose keys do not all enumerate.
 */
export function textsWith(texts: EntityTexts, fields: Record<string, () => string>): EntityTexts {
  const base = texts.fields;
  return new Proxy(texts, {
    get: (target, key, receiver) =>
      key === 'fields'
        ? new Proxy(base, {
            get: (inner, name, innerReceiver) =>
              typeof name === 'string' && name in fields
                ? fields[name]
                : Reflect.get(inner, name, innerReceiver),
          })
        : Reflect.get(target, key, receiver),
  });
}
