import { describe, expect, it } from 'vitest';

import { i18nObject } from '../../i18n/i18n-util';
import { loadAllLocales } from '../../i18n/i18n-util.sync';
import { routeNamed } from '../../routing/routes';
import { deliveryJobs } from './deliveryJobs';

loadAllLocales();

/** Every text the delivery list and form show: field labels, sections, options and quick filters. */
function usedTexts(locale: 'en' | 'hu'): Array<[string, string]> {
  const texts = deliveryJobs.texts(i18nObject(locale));
  const { list, form } = deliveryJobs;
  const used: Array<[string, string]> = [
    ['one', texts.one()],
    ['many', texts.many()],
    ['create', texts.create()],
    ['empty', texts.empty()],
  ];
  for (const column of list.columns)
    used.push([`fields.${column.field}`, texts.fields[column.field]?.() ?? '']);
  for (const filter of list.filters ?? []) {
    used.push([`fields.${filter.field}`, texts.fields[filter.field]?.() ?? '']);
    if (filter.options && 'values' in filter.options)
      for (const value of filter.options.values)
        used.push([`options.${filter.field}.${value}`, texts.options?.[filter.field]?.[value]?.() ?? '']);
  }
  for (const quick of list.quickFilters ?? [])
    used.push([`options.quick.${quick.id}`, texts.options?.quick?.[quick.id]?.() ?? '']);
  for (const section of form.sections) {
    used.push([`sections.${section.id}`, texts.sections?.[section.id]?.() ?? '']);
    for (const field of section.fields) {
      used.push([`fields.${field.name}`, texts.fields[field.name]?.() ?? '']);
      if (field.kind === 'select')
        for (const option of field.options)
          used.push([`options.${field.name}.${option}`, texts.options?.[field.name]?.[option]?.() ?? '']);
    }
  }
  return used;
}

describe('the delivery job screens', () => {
  it.each(['en', 'hu'] as const)('have every text they show in %s', (locale) => {
    expect(usedTexts(locale).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('say the same things in Hungarian in other words', () => {
    const english = new Map(usedTexts('en'));
    // Names and words spelled the same in both languages.
    const shared = new Set(['Wolt', 'Stuart', 'Pedal-me', 'E-mail']);
    const same = usedTexts('hu').filter(([key, text]) => english.get(key) === text && !shared.has(text));
    expect(same).toEqual([]);
  });

  it('have their list, create and edit routes, and the provider job route, in the route table', () => {
    for (const name of ['delivery-list', 'delivery-create', 'delivery-edit', 'delivery-provider-job-create'])
      expect(() => routeNamed(name)).not.toThrow();
  });
});
