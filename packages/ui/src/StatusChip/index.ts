export {
  AutomatedJobChip,
  automatedJobStates,
  DeliveryJobStatusChip,
  OrderStatusChip,
  StatusChip,
} from './StatusChip';
export type {
  AutomatedJobChipProps,
  DeliveryJobStatusChipProps,
  OrderStatusChipProps,
  StatusChipProps,
} from './StatusChip';
export { toDeliveryJobStatusTone, toOrderStatusTone } from './toStatusTone';
