import type { UnreadableRecordLabels } from '@backoffice/ui';

import type { TranslationFunctions } from './i18n-types';

/**
 * The texts of a list record that could not be read (DataList's `unreadableLabels`, `UnreadableRecord`): "This
 * order cannot be shown" for the order lists, "This record cannot be shown" for every other list.
 * @example toUnreadableLabels(LL, 'order').title // 'This order cannot be shown'
 */
export function toUnreadableLabels(
  LL: TranslationFunctions,
  kind: 'order' | 'record',
): UnreadableRecordLabels {
  const T = LL.unreadableRecords;
  return {
    title: kind === 'order' ? T.order() : T.record(),
    id: (id) => T.id({ id }),
    noId: T.noId(),
    field: (field) => T.field({ field }),
  };
}
