import { isKeyOf, resources, saveEntity, useApi, ViolationsError } from '@backoffice/api';
import type { SubmitOutcome } from '@backoffice/ui';
import { Form, FormSaveBar, Inline, SaveButton, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

import { emitEntityChange } from '../../entities/entityEvents';
import { prepareUploads } from '../../entities/prepareUploads';
import { useErrorHandler } from '../../errors/useErrorHandler';
import { useNotify } from '../../errors/useNotify';
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
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const onError = useErrorHandler();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const initialValues = useMemo(() => toValues(restaurant), [restaurant, toValues]);
  const messages = useMemo(() => toFormMessages(LL), [LL]);
  const C = LL.entities.common;

  const submit = async (values: V): Promise<SubmitOutcome> => {
    const payload = await prepareUploads(client, toPayload(values));
    try {
      const result = (await saveEntity(
        client,
        resources.restaurants,
        restaurant,
        payload,
      )) as RestaurantRecord;
      await mutate(isKeyOf('restaurants'));
      emitEntityChange({ resource: 'restaurants', id: result.id, kind: 'updated' });
      notify.success('updated');
      onSaved(result);
      return undefined;
    } catch (error) {
      if (error instanceof ViolationsError) {
        onError(error, 'save');
        return {
          violations: error.violations.map((violation) => ({
            ...violation,
            propertyPath: toFieldPath(violation.propertyPath, values),
          })),
        };
      }
      throw error;
    }
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
        if (error !== undefined) onError(error, 'save');
      }}
      aria-label={label}
    >
      <Stack gap="400">
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
