import { finishTodoList, resources } from '@backoffice/api';
import type { Todo } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type TodoRecord = Todo & Record<string, unknown>;

/** The super admins' todos: who does it, in which order, about which company or restaurant; and finishing one. */
export const todos = defineEntity<TodoRecord>({
  route: 'todo',
  resource: resources.todoLists,
  formId: 'todo',
  texts: (LL) => LL.entities.todo,
  titleOf: (todo) => todo.title ?? String(todo.id),
  list: {
    columns: [
      { field: 'title', sortable: true },
      { field: 'user', kind: 'reference', entity: 'users' },
      { field: 'ordering', kind: 'number', sortable: true },
      { field: 'company', kind: 'reference', entity: 'companies' },
      { field: 'restaurant', kind: 'reference', entity: 'restaurants' },
      { field: 'finished', kind: 'boolean' },
    ],
    defaultSort: { field: 'ordering', direction: 'ascending' },
    search: true,
    quickFilters: [
      { id: 'open', filters: [{ field: 'finished', type: 'id', operator: 'exact', value: 'false' }] },
      { id: 'finished', filters: [{ field: 'finished', type: 'id', operator: 'exact', value: 'true' }] },
    ],
    filters: [
      { field: 'user', type: 'id', operator: 'exact', control: 'select', options: { entity: 'users' } },
    ],
    rowActions: [
      {
        id: 'finish',
        isAvailable: (todo) => todo.finished !== true,
        run: (client, todo) => finishTodoList(client, todo.id),
      },
    ],
  },
  form: {
    defaults: { title: '', user: null, ordering: null, company: null, restaurant: null },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'title', kind: 'text', isRequired: true },
          { name: 'user', kind: 'entity', entity: 'users', isRequired: true },
          { name: 'ordering', kind: 'number', min: 0, isInteger: true },
        ],
      },
      {
        id: 'links',
        placement: 'aside',
        fields: [
          { name: 'company', kind: 'entity', entity: 'companies' },
          { name: 'restaurant', kind: 'entity', entity: 'restaurants' },
        ],
      },
    ],
  },
});
