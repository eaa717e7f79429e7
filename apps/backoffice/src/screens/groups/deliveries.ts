import { DeliveryEditScreen } from '../deliveries/DeliveryEditScreen';
import { DeliveryListScreen } from '../deliveries/DeliveryListScreen';
import { ProviderJobCreateScreen } from '../deliveries/ProviderJobCreateScreen';
import type { ScreenMap } from '../screenTypes';

/** The screens of the deliveries group, by route name (one lazily loaded chunk): delivery jobs and provider jobs. */
export const screens: ScreenMap = {
  'delivery-list': DeliveryListScreen,
  'delivery-create': DeliveryEditScreen,
  'delivery-edit': DeliveryEditScreen,
  'delivery-provider-job-create': ProviderJobCreateScreen,
};
