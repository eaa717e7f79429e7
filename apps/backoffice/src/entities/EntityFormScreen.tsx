import { useApi, useItem, useRemoveEntity } from '@backoffice/api';
import type { SubmitOutcome } from '@backoffice/ui';
import { Form } from '@backoffice/ui';
import { useMemo, useState } from 'react';

import { useErrorHandler } from '../errors/useErrorHandler';
import { useNotify } from '../errors/useNotify';
import { emitAppEvent } from '../events/appEvents';
import { useI18n } from '../i18n/I18nProvider';
import { useUnsavedChanges } from '../navigation/LeaveGuard';
import { entityRoutes } from '../navigation/editNavigation';
import { useEditNavigation } from '../navigation/useEditNavigation';
import { toFormMessages } from '../screens/orders/orderDialogTexts';
import type { ScreenProps } from '../screens/screenTypes';
import { EntityFormView } from './EntityFormView';
import { emitEntityChange } from './entityEvents';
import { EntityPage } from './EntityPage';
import { prepareUploads } from './prepareUploads';
import type { EntityDefinition, EntityRecord } from './types';
import { toFormValidator } from './toFormValidator';
import { useEntitySave } from './useEntitySave';
import { useSaveConflict } from './useSaveConflict';

/**
 * The create and edit screen of an entity definition. Edit loads the entity (a 404 opens the not-found page),
 * create starts from the definition's defaults. Save follows validity 1000 ms after the last change; a 400's
 * violations land on their fields (nested paths too), the rest become a form error; nothing typed is lost on any
 * failure. A save sends the entity as it was read with the changes laid over it, so fields the form does not
 * show are never dropped. After create the user lands on the new entity's edit screen; after delete or cancel,
 * on the list (or redirectTo); leaving with unsaved changes asks first.
 */
export function EntityFormScreen<T extends EntityRecord, V extends object>({
  definition,
  params,
}: ScreenProps & { definition: EntityDefinition<T, V> }) {
  // The route's own id parameter (`:id`, `:entityId`, `:cloudcanteenId`…).
  const id = params[entityRoutes(`${definition.route}-edit`).idParam] ?? null;
  const item = useItem(definition.resource, id);
  if (id !== null && !item.data) {
    return (
      <EntityLoading
        definition={definition}
        failed={item.error !== undefined}
        retry={() => void item.mutate()}
      />
    );
  }
  return <EntityForm key={id ?? 'new'} definition={definition} entity={item.data ?? null} params={params} />;
}

function EntityLoading<T extends EntityRecord, V extends object>({
  definition,
  failed,
  retry,
}: {
  definition: EntityDefinition<T, V>;
  failed: boolean;
  retry: () => void;
}) {
  const { LL } = useI18n();
  const texts = definition.texts(LL);
  return <EntityPage title={texts.one()} isLoading={!failed} loadFailed={failed ? retry : undefined} />;
}

function EntityForm<T extends EntityRecord, V extends object>({
  definition,
  entity,
  params,
}: {
  definition: EntityDefinition<T, V>;
  entity: T | null;
  params: Record<string, string>;
}) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const onError = useErrorHandler();
  const navigation = useEditNavigation();
  const remove = useRemoveEntity(definition.resource);
  const save = useEntitySave(definition.resource);
  const [dirty, setDirty] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState<T | null>(entity);
  useUnsavedChanges(dirty);
  // A new entity's values from the route (a nested screen's parent), read once.
  const [defaults] = useState(() => definition.scope?.defaults?.(params));
  // The entity reloaded (e.g. on a realtime change): the form follows it and keeps the fields being edited.
  const [loaded, setLoaded] = useState(entity);
  if (entity !== loaded) {
    setLoaded(entity);
    if (entity) setSaved(entity);
  }
  const texts = definition.texts(LL);
  const { form } = definition;
  // A save refused because someone else changed the entity meanwhile (412): merged, and the rest to choose.
  const conflict = useSaveConflict<T, V>({
    toValues: (current) => form.toValues?.(current) ?? (current as unknown as V),
    onCurrent: setSaved,
    labelOf: (path) => texts.fields[path]?.(),
  });

  const initialValues = useMemo(
    () =>
      (saved
        ? (form.toValues?.(saved) ?? (saved as unknown as V))
        : ({ ...form.defaults, ...defaults } as V)) satisfies V,
    [saved, form, defaults],
  );
  const validate = useMemo(() => toFormValidator(form.validate, LL), [form.validate, LL]);
  const messages = useMemo(() => toFormMessages(LL), [LL]);

  const submit = async (values: V): Promise<SubmitOutcome> => {
    const payload = await prepareUploads(
      client,
      form.toPayload?.(values) ?? (values as unknown as Partial<T>),
    );
    const outcome = await save(saved, payload);
    if ('violations' in outcome) return outcome;
    if ('saved' in outcome) {
      setSaved(outcome.saved);
      return undefined;
    }
    setDirty(false);
    // Leaving right after the save: the form is clean, so nothing asks to stay.
    queueMicrotask(() => navigation.afterCreate(outcome.created.id));
    return undefined;
  };

  const title = saved ? definition.titleOf(saved, locale) || texts.one() : texts.create();
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={submit}
      validate={validate}
      messages={messages}
      validationDelay={1000}
      saveDelay={1000}
      onDirtyChange={setDirty}
      // Violations were already reported with the form-error toast when the save was refused (submit);
      // anything else that failed goes through the error catalogue.
      onFormError={(_messages, error) => {
        if (error !== undefined && !conflict.accept(error)) onError(error, 'save');
      }}
      aria-label={title}
    >
      <EntityFormView
        definition={definition}
        notice={conflict.notice}
        title={title}
        isNew={!saved}
        isDirty={dirty}
        onCancel={navigation.afterCancel}
        {...(saved
          ? {
              onDelete: () => setConfirmDelete(true),
              deleteDialog: {
                isOpen: confirmDelete,
                name: title,
                isPending: remove.isMutating,
                onCancel: () => setConfirmDelete(false),
                onConfirm: () => {
                  void remove.trigger(saved.id).then(
                    () => {
                      setConfirmDelete(false);
                      setDirty(false);
                      emitEntityChange({ resource: definition.resource.name, id: saved.id, kind: 'deleted' });
                      notify.success('deleted');
                      queueMicrotask(navigation.afterDelete);
                    },
                    (error: unknown) => {
                      setConfirmDelete(false);
                      emitAppEvent('failed', {
                        action: 'delete',
                        resource: definition.resource.name,
                        id: saved.id,
                        error,
                      });
                      onError(error, 'delete');
                    },
                  );
                },
              },
            }
          : {})}
      />
    </Form>
  );
}
