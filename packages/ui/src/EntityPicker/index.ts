export { EntityPicker } from './EntityPicker';
export type {
  EntityPickerLabels,
  EntityPickerMultipleProps,
  EntityPickerProps,
  EntityPickerSingleProps,
} from './EntityPicker';
export { EntityPickerField } from './EntityPickerField';
export type {
  EntityPickerFieldProps,
  EntityPickerMultipleFieldProps,
  EntityPickerSingleFieldProps,
} from './EntityPickerField';
export type { EntityKey, EntityOption, LoadEntityOptions } from './useOptionsLoader';
