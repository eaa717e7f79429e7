import {
  isKeyOf,
  listPedalMeJobs,
  realtimeChannels,
  resourceKeys,
  sendToPedalMe,
  useApi,
  useRealtimeRevalidation,
} from '@backoffice/api';
import type { PedalDeliveryItem } from '@backoffice/domain';
import { formatDateTime, LIMITS, validatePedalMeSend } from '@backoffice/domain';
import {
  Button,
  Card,
  Checkbox,
  DateTimeInput,
  EmptyState,
  Inline,
  Select,
  showToast,
  Spinner,
  Stack,
} from '@backoffice/ui';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { useRealtime } from '../../realtime/useRealtime';
import type { DeliveryJobRecord } from './deliveryJobResource';
import { DELIVERY_RESOURCES } from './useDeliveryJobActions';

/** The pedal-me list's SWR name: delivery-job changes refresh it, at most once per 5 s. */
const NAME = 'pedalme';
const channels = [realtimeChannels.deliveryJobs];
/** The parcel sizes offered; cargo first (the default). */
const SIZES = [LIMITS.defaultPedalMeSize, 'standard'] as const;

const ordersText = (item: PedalDeliveryItem) =>
  (item.orders ?? [])
    .map((order) => (typeof order === 'object' ? (order.identifier ?? String(order.id)) : order))
    .join(', ');

/**
 * The pedal-me hand-over: the deliveries pedal-me can take near this job's drop-off (GET pedalme with its lat
 * and lon), of which the user picks some, a pickup time and a size (cargo by default), then sends them
 * (POST send-to-pedalme). The send rule is the domain's: at least one delivery and a pickup time. The list
 * follows the delivery-jobs channel, refreshed at most once per 5 s.
 */
export function PedalMeHandOver({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const P = LL.deliveries.pedalMe;
  const lat = job.dropoffAddress?.latitude;
  const lon = job.dropoffAddress?.longitude;
  const location = typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : null;
  useRealtimeRevalidation(useRealtime(true), channels, NAME);
  const items = useSWR(location ? resourceKeys.list(NAME, location) : null, () =>
    listPedalMeJobs(client, location ?? { lat: 0, lon: 0 }),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pickupTime, setPickupTime] = useState('');
  const [size, setSize] = useState<string>(LIMITS.defaultPedalMeSize);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);

  const toggle = (id: string, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(id);
    else next.delete(id);
    setSelected(next);
    if (next.size > 0) setErrors(({ deliveryJobs: _drop, ...rest }) => rest);
  };
  const send = async () => {
    const draft = { deliveryJobs: [...selected], pickupTime };
    const result = validatePedalMeSend(draft);
    if (!result.valid) {
      setErrors({
        ...(result.errors.deliveryJobs ? { deliveryJobs: P.nothingSelected() } : {}),
        ...(result.errors.pickupTime === 'required' ? { pickupTime: P.pickupRequired() } : {}),
        ...(result.errors.pickupTime === 'format' ? { pickupTime: P.pickupFormat() } : {}),
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendToPedalMe(client, { deliveryJobs: draft.deliveryJobs, pickupTime, size });
      showToast(notify.queue, { title: P.sent(), tone: 'success' });
      setSelected(new Set());
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      setSending(false);
      await Promise.all([NAME, ...DELIVERY_RESOURCES].map((name) => mutate(isKeyOf(name))));
    }
  };

  const list = items.data?.items ?? [];
  return (
    <Card title={P.title()} description={P.description()}>
      <Stack gap="300">
        {items.error && !items.data ? (
          <EmptyState
            heading={P.loadFailed()}
            action={{ label: LL.common.retry(), onPress: () => void items.mutate() }}
          />
        ) : !items.data && location ? (
          <Spinner label={LL.common.loading()} />
        ) : (
          <fieldset aria-describedby={errors.deliveryJobs ? 'pedalme-items-error' : undefined}>
            <legend>{P.items()}</legend>
            {list.length === 0 ? <p>{P.empty()}</p> : null}
            {list.map((item) => (
              <Checkbox
                key={String(item.id)}
                label={P.item({
                  id: String(item.id),
                  orders: ordersText(item) || '–',
                  time: item.pickupTime ? formatDateTime(item.pickupTime) : '–',
                })}
                value={selected.has(String(item.id))}
                onChange={(isOn) => toggle(String(item.id), isOn === true)}
              />
            ))}
            {errors.deliveryJobs ? (
              <p id="pedalme-items-error" role="alert">
                {errors.deliveryJobs}
              </p>
            ) : null}
          </fieldset>
        )}
        <Inline gap="300">
          <DateTimeInput
            label={P.pickupTime()}
            value={pickupTime}
            onChange={(value) => {
              setPickupTime(value);
              if (value.trim()) setErrors(({ pickupTime: _drop, ...rest }) => rest);
            }}
            placeholder="YYYY-MM-DD HH:mm"
            isRequired
            {...(errors.pickupTime ? { errorMessage: errors.pickupTime } : {})}
          />
          <Select
            label={P.size()}
            value={size}
            onChange={(value) => setSize(value ?? LIMITS.defaultPedalMeSize)}
            options={SIZES.map((id) => ({ id, label: P.sizes[id]() }))}
          />
        </Inline>
        <Inline gap="200">
          <Button variant="primary" isPending={isSending} onPress={() => void send()}>
            {P.send()}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
