import type { SectionDefinition } from '../../../entities/types';
import { ExpenseCodeEditor } from './ExpenseCodeEditor';

/**
 * The expense code configuration as a section of an entity form (allowances, cloud canteens): one card with the
 * whole editor. The entity's texts need `sections[id]` for the card's heading; the editor's own labels come from
 * `people.expenseCodes`.
 * @example form: { sections: [..., expenseCodeSection('expenseCodes')], defaults: { ...expenseCodeDefaults } }
 */
export function expenseCodeSection<V>(
  id: string,
  placement: 'main' | 'aside' = 'main',
): SectionDefinition<V> {
  return {
    id,
    placement,
    fields: [
      {
        name: 'expenseCodeTitle' as SectionDefinition<V>['fields'][number]['name'],
        kind: 'custom',
        render: () => <ExpenseCodeEditor />,
      },
    ],
  };
}
