import { Button, Card, ConfirmDialog, Dialog, Inline, Modal, NumberInput, Stack } from '@backoffice/ui';
import { useState } from 'react';

import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { pathFor } from '../../routing/pathFor';
import type { DeliveryJobRecord } from './deliveryJobResource';
import { useDeliveryJobActions } from './useDeliveryJobActions';

type Dialogs = 'cancel' | 'forceFinish' | 'priority' | null;

/**
 * The actions of a delivery job: cancel (with the delivery-cancel confirm), send out (only while the job is
 * initialized), force finish (confirmed), set priority, disable the courier delay, remove rule overrides, create
 * and queue a provider job, and the link to a new provider job.
 */
export function DeliveryJobActions({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  const navigate = useGuardedNavigate();
  const A = LL.deliveries.actions;
  const id = String(job.id);
  const actions = useDeliveryJobActions(job.id);
  const [open, setOpen] = useState<Dialogs>(null);
  const [priority, setPriority] = useState<number | null>(job.priority ?? 0);
  const priorityValid = priority !== null && Number.isInteger(priority) && priority >= 0 && priority <= 100;
  const busy = actions.running !== null;
  const C = LL.deliveries.cancelDialog;
  const F = LL.deliveries.forceFinishDialog;
  const P = LL.deliveries.priorityDialog;

  return (
    <Card title={A.title()}>
      <Inline gap="200">
        {job.status === 'initialized' ? (
          <Button
            variant="primary"
            isDisabled={busy}
            isPending={actions.running === 'sendOut'}
            onPress={() => void actions.run('sendOut')}
          >
            {A.sendOut()}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => {
            setPriority(job.priority ?? 0);
            setOpen('priority');
          }}
        >
          {A.setPriority()}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          isPending={actions.running === 'createAndQueue'}
          onPress={() => void actions.run('createAndQueue')}
        >
          {A.createAndQueue()}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => navigate(pathFor('delivery-provider-job-create', { id }))}
        >
          {A.createProviderJob()}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          isPending={actions.running === 'disableDelay'}
          onPress={() => void actions.run('disableDelay')}
        >
          {A.disableDelay()}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          isPending={actions.running === 'removeOverrides'}
          onPress={() => void actions.run('removeOverrides')}
        >
          {A.removeOverrides()}
        </Button>
        <Button variant="secondary" tone="critical" isDisabled={busy} onPress={() => setOpen('forceFinish')}>
          {A.forceFinish()}
        </Button>
        {job.status === 'cancelled' ? null : (
          <Button variant="secondary" tone="critical" isDisabled={busy} onPress={() => setOpen('cancel')}>
            {A.cancel()}
          </Button>
        )}
      </Inline>
      <ConfirmDialog
        isOpen={open === 'cancel'}
        title={C.title({ id })}
        message={C.message()}
        tone="critical"
        isPending={actions.running === 'cancel'}
        labels={{ confirm: C.confirm(), cancel: C.keep() }}
        onConfirm={() => void actions.run('cancel').then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      />
      <ConfirmDialog
        isOpen={open === 'forceFinish'}
        title={F.title({ id })}
        message={F.message()}
        tone="critical"
        isPending={actions.running === 'forceFinish'}
        labels={{ confirm: F.confirm(), cancel: F.keep() }}
        onConfirm={() => void actions.run('forceFinish').then(() => setOpen(null))}
        onCancel={() => setOpen(null)}
      />
      <Modal isOpen={open === 'priority'} onOpenChange={(isOpen) => setOpen(isOpen ? 'priority' : null)}>
        <Dialog
          title={P.title({ id })}
          footer={
            <Inline gap="200">
              <Button variant="secondary" onPress={() => setOpen(null)}>
                {P.cancel()}
              </Button>
              <Button
                variant="primary"
                isDisabled={!priorityValid}
                isPending={actions.running === 'setPriority'}
                onPress={() => {
                  if (priority === null) return;
                  void actions.setPriority(priority).then((ok) => {
                    if (ok) setOpen(null);
                  });
                }}
              >
                {P.save()}
              </Button>
            </Inline>
          }
        >
          <Stack gap="300">
            <NumberInput
              label={P.priority()}
              value={priority}
              onChange={setPriority}
              {...(priorityValid ? {} : { errorMessage: LL.form.invalid() })}
            />
          </Stack>
        </Dialog>
      </Modal>
    </Card>
  );
}
