import { describe, expect, it } from 'vitest';

import en from '../i18n/en';
import hu from '../i18n/hu';
import { todos } from '../screens/admin/todos';
import { brands } from '../screens/marketing/brands';
import { coupons } from '../screens/marketing/coupons';
import { promoBanners } from '../screens/marketing/promoBanners';
import { promotions } from '../screens/marketing/promotions';
import { registrationCodes } from '../screens/marketing/registrationCodes';
import { tagGroups } from '../screens/marketing/tagGroups';
import { tags } from '../screens/marketing/tags';
import { routeNamed } from '../routing/routes';
import type { EntityDefinition, EntityRecord } from './types';

/** Every entity screen of the app. */
const definitions: Array<EntityDefinition<EntityRecord, object>> = [
  promotions,
  coupons,
  promoBanners,
  brands,
  tags,
  tagGroups,
  registrationCodes,
  todos,
] as unknown as Array<EntityDefinition<EntityRecord, object>>;

type Dictionary = Record<string, unknown>;
const at = (tree: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Dictionary)[key] : undefined),
    tree,
  );

/** The text keys a definition uses, under `entities.{formId}`. */
function usedKeys(definition: EntityDefinition<EntityRecord, object>): string[][] {
  const { list, form } = definition;
  const keys: string[][] = [['one'], ['many'], ['create'], ['empty']];
  for (const column of list.columns) {
    keys.push(['fields', column.kind === 'translation' ? (column.translationKey ?? 'name') : column.field]);
    if (column.kind === 'option') keys.push(['options', column.field]);
  }
  for (const filter of [...(list.filters ?? []), ...(list.addableFilters ?? [])])
    keys.push(['fields', filter.field.split('.')[0] === 'translations' ? 'name' : filter.field]);
  for (const quick of list.quickFilters ?? []) keys.push(['options', 'quick', quick.id]);
  for (const action of list.rowActions ?? []) keys.push(['actions', action.id]);
  for (const section of form.sections) {
    keys.push(['sections', section.id]);
    for (const field of section.fields) {
      keys.push(['fields', field.name]);
      if (field.kind === 'select' || field.kind === 'multiSelect') {
        for (const option of field.options) keys.push(['options', field.name, option]);
      }
      if (field.kind === 'translations') for (const key of field.keys) keys.push(['fields', key]);
    }
  }
  return keys;
}

describe('the entity screens', () => {
  it.each(definitions.map((definition) => [definition.route, definition] as const))(
    '%s has every text it shows in English and Hungarian',
    (_route, definition) => {
      for (const [locale, dictionary] of [
        ['en', en],
        ['hu', hu],
      ] as const) {
        const texts = at(dictionary, ['entities', definition.formId]);
        const missing = usedKeys(definition).filter((path) => at(texts, path) === undefined);
        expect({ locale, missing }).toEqual({ locale, missing: [] });
      }
    },
  );

  it.each(definitions.map((definition) => [definition.route, definition] as const))(
    '%s has its list, create and edit routes in the route table',
    (route) => {
      for (const screen of ['list', 'create', 'edit'])
        expect(() => routeNamed(`${route}-${screen}`)).not.toThrow();
    },
  );
});
