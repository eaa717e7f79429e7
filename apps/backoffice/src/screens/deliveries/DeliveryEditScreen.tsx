import { useItem } from '@backoffice/api';
import { PageLayout, Stack } from '@backoffice/ui';

import { EntityFormScreen } from '../../entities/EntityFormScreen';
import type { ScreenProps } from '../screenTypes';
import { DeliveryCourierCard } from './DeliveryCourierCard';
import { DeliveryJobActions } from './DeliveryJobActions';
import { DeliveryJobLog } from './DeliveryJobLog';
import { deliveryJobResource } from './deliveryJobResource';
import { deliveryJobs } from './deliveryJobs';
import { PedalMeHandOver } from './PedalMeHandOver';
import { ProviderJobs } from './ProviderJobs';
import { useDeliveryRealtime } from './useDeliveryRealtime';

/**
 * `/deliveries/create` and `/deliveries/{id}`: the job's form (pickup address and contact, drop-off, vehicle
 * type, priority, isPriority, disableAutoCreate) and, for a saved job, where the courier is, the actions, the
 * provider jobs, the pedal-me hand-over and the job log. The job follows the delivery-jobs channel.
 */
export function DeliveryEditScreen(props: ScreenProps) {
  useDeliveryRealtime();
  const id = props.params.id ?? null;
  return (
    <>
      <EntityFormScreen {...props} definition={deliveryJobs} />
      {id ? <DeliveryJobPanels id={id} /> : null}
    </>
  );
}

function DeliveryJobPanels({ id }: { id: string }) {
  const job = useItem(deliveryJobResource, id).data;
  if (!job) return null;
  return (
    <PageLayout
      main={
        <Stack gap="400">
          <DeliveryJobActions job={job} />
          <ProviderJobs job={job} />
          <PedalMeHandOver job={job} />
        </Stack>
      }
      aside={
        <Stack gap="400">
          <DeliveryCourierCard job={job} />
          <DeliveryJobLog id={job.id} />
        </Stack>
      }
    />
  );
}
