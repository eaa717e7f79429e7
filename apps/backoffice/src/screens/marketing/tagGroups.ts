import { resources } from '@backoffice/api';
import type { TagGroup } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type TagGroupRecord = TagGroup & Record<string, unknown>;

/** Tag groups: the en/hu name. */
export const tagGroups = defineEntity<TagGroupRecord>({
  route: 'tag-group',
  resource: resources.restaurantTagGroups,
  formId: 'tagGroup',
  texts: (LL) => LL.entities.tagGroup,
  titleOf: (group, locale) =>
    group.translations?.[locale]?.name ?? group.translations?.en?.name ?? String(group.id),
  list: {
    columns: [{ field: 'translations', kind: 'translation', translationKey: 'name' }],
    search: true,
  },
  form: {
    defaults: { translations: { en: { name: '' }, hu: { name: '' } } },
    sections: [
      {
        id: 'texts',
        fields: [{ name: 'translations', kind: 'translations', keys: ['name'], requiredKeys: ['name'] }],
      },
    ],
  },
});
