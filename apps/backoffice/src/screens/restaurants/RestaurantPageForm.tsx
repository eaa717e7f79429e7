import { resources, useApi } from '@backoffice/api';
import type { SubmitOutcome } from '@backoffice/ui';
import { Form, FormSaveBar, Inline, SaveButton, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';

import { prepareUploads } from '../../entities/prepareUploads';
import { useEntitySave } from '../../entities/useEntitySave';
import { useSaveConflict } from '../../entities/useSaveConflict';
import { useErrorHandler } from '../../errors/useErrorHandler';
import { useI18n } from '../../i18n/I18nProvider';
import { useUnsavedChanges } from '../../navigation/LeaveGuard';
import { toFormMessages } from '../orders/orderDialogTexts';
import type { RestaurantRecord } from './restaurants';

/** Props of {@link RestaurantPageForm}. */
export interface RestaurantPageFormProps<V extends object> {
  restaurant: RestaurantRecord;
  /** The saved restaurant, as the platform answered. */
  onSaved: (restaurant: RestaurantRecord) => void;
  /** The form's accessible name (the page's name). */
  label: string;
  toValues: (restaurant: RestaurantRecord) => V;
  /** The changed fields to save; the rest of the restaurant is sent as it was read. */
  toPayload: (values: V) => Partial<RestaurantRecord>;
  /** Server violation paths renamed to the form's field names. */
  toFieldPath?: (path: string, values: V) => string;
  /** ms before a field's message shows. @default 1000 (the generic form's delay) */
  validationDelay?: number;
  children: ReactNode;
}

/**
 * One page of the restaurant editor: a form over part of the restaurant, saved with PUT (the whole restaurant as
 * read with the page's changes over it, so other pages' fields are never dropped). Save follows validity, a 400's
 * violations land on their fields, unsaved changes guard leaving, and the saved restaurant is handed back.
 */
export function RestaurantPageForm<V extends object>({
  restaurant,
  onSaved,
  label,
  toValues,
  toPayload,
  toFieldPath = (path) => path,
  validationDelay = 1000,
  children,
}: RestaurantPageFormProps<V>) {
  const { LL } = useI18n();
  const { client } = useApi();
  const onError = useErrorHandler();
  const save = useEntitySave(resources.restaurants);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const initialValues = useMemo(() => toValues(restaurant), [restaurant, toValues]);
  const messages = useMemo(() => toFormMessages(LL), [LL]);
  const C = LL.entities.common;
  const conflict = useSaveConflict<RestaurantRecord, V>({ toValues, onCurrent: onSaved });

  const submit = async (values: V): Promise<SubmitOutcome> => {
    const payload = await prepareUploads(client, toPayload(values));
    const outcome = await save(restaurant, payload);
    if ('violations' in outcome) {
      return {
        violations: outcome.violations.map((violation) => ({
          ...violation,
          propertyPath: toFieldPath(violation.propertyPath, values),
        })),
      };
    }
    if ('saved' in outcome) onSaved(outcome.saved as RestaurantRecord);
    return undefined;
  };

  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={submit}
      messages={messages}
      validationDelay={validationDelay}
      saveDelay={1000}
      onDirtyChange={setDirty}
      onFormError={(_messages, error) => {
        if (error !== undefined && !conflict.accept(error)) onError(error, 'save');
      }}
      aria-label={label}
    >
      <Stack gap="400">
        {conflict.notice}
        {children}
        {dirty ? null : (
          <Inline gap="200">
            <SaveButton>{C.save()}</SaveButton>
          </Inline>
        )}
      </Stack>
      <FormSaveBar labels={{ message: C.unsaved(), save: C.save(), discard: C.discard() }} />
    </Form>
  );
}
