import type { EntityTexts } from '../../entities/types';
import type { TranslationFunctions } from '../../i18n/i18n-types';

type TextTree = { [key: string]: (() => string) | TextTree };

/**
 * The dictionary's nested field labels as dotted field names (`billingInfo.commOnFood`); a `self` key labels
 * its parent (`personalPickupInformation`). Every node of the i18n object is callable, so a leaf is a node
 * without keys of its own.
 */
export function flattenTexts(tree: TextTree, prefix = ''): Record<string, () => string> {
  return Object.fromEntries(
    // Own names, not keys: a node's `name` entry is a function's non-enumerable `name` property.
    Object.getOwnPropertyNames(tree).flatMap((key) => {
      if (key === 'length' || key === 'prototype') return [];
      const value = tree[key] as TextTree | (() => string);
      if (Object.keys(value).length === 0) {
        const text = value as () => string;
        if (key === 'name' && text() === '') return [];
        return [[key === 'self' ? prefix.replace(/\.$/, '') : `${prefix}${key}`, () => text()]];
      }
      return Object.entries(flattenTexts(value as TextTree, `${prefix}${key}.`));
    }),
  );
}

const cache = new WeakMap<object, EntityTexts>();

/** The restaurant screen's texts in the entity layer's shape, with the nested field labels flattened. */
export function restaurantTexts(LL: TranslationFunctions): EntityTexts {
  const cached = cache.get(LL);
  if (cached) return cached;
  const R = LL.restaurants.restaurant;
  const texts: EntityTexts = {
    one: R.one,
    many: R.many,
    create: R.create,
    empty: R.empty,
    fields: flattenTexts(R.fields as unknown as TextTree),
    sections: R.sections,
    options: R.options,
    actions: R.actions,
  };
  cache.set(LL, texts);
  return texts;
}
