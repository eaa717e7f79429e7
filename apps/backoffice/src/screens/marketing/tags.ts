import { resources } from '@backoffice/api';
import type { Tag } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type TagRecord = Tag & Record<string, unknown>;

/** Restaurant tags: an image, a tag group, and the en/hu name and search keywords. */
export const tags = defineEntity<TagRecord>({
  route: 'tag',
  resource: resources.restaurantTags,
  formId: 'tag',
  texts: (LL) => LL.entities.tag,
  titleOf: (tag, locale) => tag.translations?.[locale]?.name ?? tag.translations?.en?.name ?? String(tag.id),
  list: {
    columns: [
      { field: 'translations', kind: 'translation', translationKey: 'name' },
      { field: 'tagGroup', kind: 'reference', entity: 'restaurant-tag-groups', sortable: true },
      { field: 'image', kind: 'image' },
    ],
    search: true,
    filters: [
      {
        field: 'tagGroup',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'restaurant-tag-groups' },
      },
    ],
    addableFilters: [
      { field: 'translations.en.name', type: 'string', operator: 'partial' },
      { field: 'translations.hu.name', type: 'string', operator: 'partial' },
    ],
  },
  form: {
    defaults: {
      image: null,
      tagGroup: null,
      translations: { en: { name: '', searchKeywords: '' }, hu: { name: '', searchKeywords: '' } },
    },
    sections: [
      {
        id: 'texts',
        fields: [
          {
            name: 'translations',
            kind: 'translations',
            keys: ['name', 'searchKeywords'],
            requiredKeys: ['name'],
          },
        ],
      },
      {
        id: 'general',
        placement: 'aside',
        fields: [
          { name: 'tagGroup', kind: 'entity', entity: 'restaurant-tag-groups', isRequired: true },
          { name: 'image', kind: 'image' },
        ],
      },
    ],
  },
});
