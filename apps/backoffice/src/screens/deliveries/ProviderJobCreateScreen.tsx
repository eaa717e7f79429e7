import { createAndQueueProviderJob, isKeyOf, useApi } from '@backoffice/api';
import { Button, Card, Inline, Page, Select, showToast, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';

import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { pathFor } from '../../routing/pathFor';
import type { ScreenProps } from '../screenTypes';
import { DELIVERY_METHODS } from './deliveryJobs';
import { DELIVERY_RESOURCES } from './useDeliveryJobActions';

/** The providers a provider job can go to: every delivery method but the restaurant's own. */
const PROVIDERS: readonly string[] = DELIVERY_METHODS.filter((method) => method !== 'restaurant_managed');
const FIRST_PROVIDER = 'wolt';

/**
 * `/deliveries/{id}/create-provider-job`: creates a provider job for the delivery at the chosen provider, then
 * goes back to the delivery, where the provider job is listed with its actions.
 */
export function ProviderJobCreateScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const navigate = useGuardedNavigate();
  const P = LL.deliveries.providerJobCreate;
  const id = params.id ?? '';
  const [provider, setProvider] = useState<string>(FIRST_PROVIDER);
  const [isSaving, setSaving] = useState(false);
  const back = pathFor('delivery-edit', { id });

  const create = async () => {
    setSaving(true);
    try {
      await createAndQueueProviderJob(client, id, { deliveryMethod: provider });
      await Promise.all(DELIVERY_RESOURCES.map((name) => mutate(isKeyOf(name))));
      showToast(notify.queue, { title: P.created(), tone: 'success' });
      navigate(back);
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setSaving(false);
    }
  };

  const methods = LL.deliveries.delivery.options.deliveryMethod as unknown as Record<string, () => string>;
  return (
    <Page
      title={P.title({ id })}
      appTitle={LL.app.title()}
      labels={{ moreActions: LL.entities.common.moreActions() }}
      secondaryActions={[{ id: 'back', label: P.back(), onPress: () => navigate(back) }]}
    >
      <Card>
        <Stack gap="300">
          <Select
            label={P.provider()}
            value={provider}
            onChange={(value) => setProvider(value ?? FIRST_PROVIDER)}
            options={PROVIDERS.map((method) => ({ id: method, label: methods[method]?.() ?? method }))}
          />
          <Inline gap="200">
            <Button variant="primary" isPending={isSaving} onPress={() => void create()}>
              {P.submit()}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Page>
  );
}
