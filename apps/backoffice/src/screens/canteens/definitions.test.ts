import { describe, expect, it } from 'vitest';

import type { EntityDefinition, EntityRecord } from '../../entities/types';
import en from '../../i18n/en';
import hu from '../../i18n/hu';
import { routeNamed } from '../../routing/routes';
import { cloudCanteens } from './cloudCanteens';
import { residentialCanteenAddresses } from './residentialCanteenAddresses';
import { residentialCanteenRelations } from './residentialCanteenRelations';
import { residentialCanteens } from './residentialCanteens';

/** The canteen definitions with the key of their texts under `canteens`. */
const definitions = [
  ['cloudCanteens', cloudCanteens],
  ['residentialCanteens', residentialCanteens],
  ['residentialCanteenAddresses', residentialCanteenAddresses],
  ['residentialCanteenRelations', residentialCanteenRelations],
] as unknown as Array<[string, EntityDefinition<EntityRecord, object>]>;

const at = (tree: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    tree,
  );

function usedKeys({ list, form }: EntityDefinition<EntityRecord, object>): string[][] {
  const keys: string[][] = [['one'], ['many'], ['create'], ['empty']];
  for (const column of list.columns) keys.push(['fields', column.field]);
  for (const filter of list.filters ?? []) keys.push(['fields', filter.field]);
  for (const section of form.sections) {
    keys.push(['sections', section.id]);
    for (const field of section.fields) keys.push(['fields', field.name]);
  }
  return keys;
}

describe('the canteen entity screens', () => {
  it.each(definitions)('%s has every text it shows in English and Hungarian', (key, definition) => {
    for (const [locale, dictionary] of [
      ['en', en],
      ['hu', hu],
    ] as const) {
      const texts = at(dictionary, ['canteens', key]);
      const missing = usedKeys(definition).filter((path) => at(texts, path) === undefined);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it.each(definitions)('%s has its list, create and edit routes, super admin only', (_key, definition) => {
    for (const screen of ['list', 'create', 'edit']) {
      expect(routeNamed(`${definition.route}-${screen}`).access).toEqual({ roles: ['ROLE_ADMIN'] });
    }
  });

  it('puts the canteen balances under the canteens, for super admins', () => {
    expect(routeNamed('canteen-balances')).toMatchObject({
      path: '/canteens/balances',
      group: 'canteens',
      parent: 'canteens',
      access: { roles: ['ROLE_ADMIN'] },
    });
  });
});
