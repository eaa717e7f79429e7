import { describe, expect, it } from 'vitest';

import type { EntityDefinition, EntityRecord, EntityTexts } from '../../entities/types';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { routeNamed } from '../../routing/routes';
import { userAddresses } from '../users/userAddresses';
import { companyUsers, users } from '../users/users';
import { companies, ownCompany } from './companies';
import { companyAddresses, companyAllowances, companyTeams } from './companyEntities';

/** Every entity screen of the users and companies groups. */
const definitions = [
  users,
  companyUsers({ iri: '/api/v1/companies/1', id: 1 }),
  userAddresses,
  companies,
  ownCompany(false),
  companyAddresses('company-address', { kind: 'route' }),
  companyAddresses('own-company-address', { kind: 'own', iri: '/api/v1/companies/1' }),
  companyTeams('company-team', { kind: 'route' }),
  companyAllowances('company-allowance', { kind: 'route' }),
  companyAllowances('own-company-allowance', { kind: 'own', iri: '/api/v1/companies/1' }),
] as unknown as Array<EntityDefinition<EntityRecord, object>>;

/** The texts a definition shows: its names, its columns, filters, quick filters, actions, sections and fields. */
function usedTexts(
  definition: EntityDefinition<EntityRecord, object>,
  texts: EntityTexts,
): Array<[string, unknown]> {
  const { list, form } = definition;
  const used: Array<[string, unknown]> = [
    ['one', texts.one],
    ['many', texts.many],
    ['create', texts.create],
    ['empty', texts.empty],
  ];
  for (const column of list.columns) used.push([`fields.${column.field}`, texts.fields[column.field]]);
  for (const filter of list.filters ?? []) used.push([`fields.${filter.field}`, texts.fields[filter.field]]);
  for (const quick of list.quickFilters ?? [])
    used.push([`options.quick.${quick.id}`, texts.options?.quick?.[quick.id]]);
  for (const action of list.rowActions ?? []) used.push([`actions.${action.id}`, texts.actions?.[action.id]]);
  for (const section of form.sections) {
    used.push([`sections.${section.id}`, texts.sections?.[section.id]]);
    for (const field of section.fields) {
      if (field.kind === 'custom' && field.name === 'id') continue;
      used.push([`fields.${field.name}`, texts.fields[field.name]]);
      if (field.kind === 'multiSelect' || field.kind === 'select')
        for (const option of field.options)
          used.push([`options.${field.name}.${option}`, texts.options?.[field.name]?.[option]]);
    }
  }
  return used;
}

describe('the users and companies entity screens', () => {
  it.each(['en', 'hu'] as const)('have every text they show in %s', (locale) => {
    loadLocale(locale);
    const LL = i18nObject(locale);
    for (const definition of definitions) {
      const missing = usedTexts(definition, definition.texts(LL))
        .filter(([, text]) => typeof text !== 'function' || (text as () => string)() === '')
        .map(([key]) => `${definition.route}: ${key}`);
      expect(missing).toEqual([]);
    }
  });

  it('have their list, create and edit routes in the route table', () => {
    for (const definition of definitions)
      for (const screen of ['list', 'create', 'edit'])
        expect(() => routeNamed(`${definition.route}-${screen}`)).not.toThrow();
  });
});
