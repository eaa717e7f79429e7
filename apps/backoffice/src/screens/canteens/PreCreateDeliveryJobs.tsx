import { preCreateDeliveryJobs, useApi } from '@backoffice/api';
import type { PreCreateDeliveryMethod } from '@backoffice/domain';
import { preCreateDeliveryMethods, validatePreCreateDeliveryJobs } from '@backoffice/domain';
import { Button, ConfirmDialog, Select, showToast, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { useField } from 'react-final-form';

import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useServices } from '../../shell/services';

/** Props of {@link PreCreateDeliveryJobs}. */
export interface PreCreateDeliveryJobsProps {
  /** The canteen's kind, as the platform's path names it. */
  kind: 'cloud-canteen' | 'residential-canteen';
}

/**
 * Pre-creates the delivery jobs of a saved cloud or residential canteen (POST
 * /delivery-jobs/pre-create-for/{kind}/{id}): the user chooses the delivery method, confirms, and a toast names
 * the job created. A failure shows the request-error toast.
 */
export function PreCreateDeliveryJobs({ kind }: PreCreateDeliveryJobsProps) {
  const { LL } = useI18n();
  const P = LL.canteens.preCreate;
  const { client } = useApi();
  const { toasts } = useServices();
  const notify = useNotify();
  const id = useField<string | number | undefined>('id', { subscription: { value: true } }).input.value;
  const canteenName = useField<string | null>('name', { subscription: { value: true } }).input.value;
  const [method, setMethod] = useState<PreCreateDeliveryMethod | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  const [showError, setShowError] = useState(false);

  if (id === undefined || id === '') return <p>{P.saveFirst()}</p>;

  const run = async () => {
    setPending(true);
    try {
      const answer = (await preCreateDeliveryJobs(client, kind, id, method ?? '')) as { id?: unknown };
      showToast(toasts, { title: P.done({ id: String(answer.id ?? '') }), tone: 'success' });
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Stack gap="300">
      <Select
        label={P.method()}
        value={method}
        onChange={(value) => {
          setMethod(value as PreCreateDeliveryMethod | null);
          setShowError(false);
        }}
        options={preCreateDeliveryMethods.map((value) => ({ id: value, label: P.methods[value]() }))}
        placeholder={LL.entities.common.filters.selectPlaceholder()}
        isRequired
        {...(showError ? { errorMessage: LL.form.invalid() } : {})}
      />
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            if (validatePreCreateDeliveryJobs({ deliveryMethod: method }).valid) setConfirming(true);
            else setShowError(true);
          }}
        >
          {P.open()}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={P.title({ name: canteenName || String(id) })}
        message={`${P.message()} ${P.method()}: ${method ? P.methods[method]() : ''}`}
        labels={{ confirm: P.confirm(), cancel: P.cancel() }}
        isPending={isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
