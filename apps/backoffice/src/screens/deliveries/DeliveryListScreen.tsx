import { EntityListScreen } from '../../entities/EntityListScreen';
import type { ScreenProps } from '../screenTypes';
import { deliveryJobs } from './deliveryJobs';
import { useDeliveryRealtime } from './useDeliveryRealtime';

/** `/deliveries`: the delivery jobs, following the delivery-jobs realtime channel. */
export function DeliveryListScreen(props: ScreenProps) {
  useDeliveryRealtime();
  return <EntityListScreen {...props} definition={deliveryJobs} />;
}
