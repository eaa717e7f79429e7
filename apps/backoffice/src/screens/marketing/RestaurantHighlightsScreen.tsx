import { getRestaurantHighlighting, updateRestaurantHighlighting, useApi } from '@backoffice/api';
import { Card, EntityPicker, ReorderableList, Stack } from '@backoffice/ui';
import { useState } from 'react';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { useOptionLabels, useOptionSearch } from '../../entities/selectOptions';
import { useErrorHandler } from '../../errors/useErrorHandler';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useUnsavedChanges } from '../../navigation/LeaveGuard';
import type { ScreenProps } from '../screenTypes';

const KEY = ['restaurants', 'highlighting'] as const;

/**
 * The restaurant highlights (GET and PUT /restaurants/highlighting): the ordered list of restaurants the ordering
 * front end shows first. Restaurants are added with the picker, reordered by drag and drop (pointer or keyboard)
 * or the move buttons, removed, and saved together; leaving with an unsaved order asks first.
 */
export function RestaurantHighlightsScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const onError = useErrorHandler();
  const labels = useOptionLabels('restaurants');
  const search = useOptionSearch('restaurants');
  const highlighting = useSWR(KEY, () => getRestaurantHighlighting(client));
  const saved = (highlighting.data?.restaurants ?? []).map(String);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [isSaving, setSaving] = useState(false);
  // The picker only adds: after each choice it starts again, empty and closed.
  const [pickerRound, setPickerRound] = useState(0);
  const ids = draft ?? saved;
  const isDirty = draft !== null && draft.join('\n') !== saved.join('\n');
  useUnsavedChanges(isDirty);
  const H = LL.entities.highlights;
  const nameOf = (id: string) => labels.get(id) ?? id.split('/').pop() ?? id;

  const save = async () => {
    setSaving(true);
    try {
      const result = await updateRestaurantHighlighting(client, { restaurants: ids });
      await highlighting.mutate(result, { revalidate: false });
      setDraft(null);
      notify.success('updated');
    } catch (error) {
      onError(error, 'save');
    } finally {
      setSaving(false);
    }
  };

  return (
    <EntityPage
      title={route.title(LL)}
      isLoading={!highlighting.data && !highlighting.error}
      loadFailed={highlighting.error && !highlighting.data ? () => void highlighting.mutate() : undefined}
      primaryAction={{
        label: H.save(),
        onPress: () => void save(),
        isDisabled: !isDirty,
        isPending: isSaving,
      }}
    >
      <Card title={H.list()} description={H.intro()}>
        <Stack gap="300">
          <EntityPicker
            key={pickerRound}
            label={H.add()}
            value={null}
            loadOptions={search}
            placeholder={LL.entities.common.picker.search()}
            labels={{
              loading: LL.entities.common.picker.loading(),
              noResults: LL.entities.common.picker.noResults(),
              loadError: LL.entities.common.picker.loadError(),
              retry: LL.entities.common.picker.retry(),
              clear: LL.entities.common.picker.clear(),
              remove: LL.entities.common.picker.remove(),
            }}
            onChange={(value) => {
              if (value === null) return;
              if (!ids.includes(String(value))) setDraft([...ids, String(value)]);
              setPickerRound((round) => round + 1);
            }}
          />
          <ReorderableList
            items={ids.map((id) => ({ id, label: nameOf(id) }))}
            onReorder={setDraft}
            onRemove={(id) => setDraft(ids.filter((entry) => entry !== id))}
            labels={{
              list: H.list(),
              drag: (name) => H.drag({ name }),
              moveUp: (name) => H.moveUp({ name }),
              moveDown: (name) => H.moveDown({ name }),
              remove: (name) => H.remove({ name }),
              empty: H.empty(),
            }}
          />
        </Stack>
      </Card>
    </EntityPage>
  );
}
