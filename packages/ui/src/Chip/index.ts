export { Chip, chipSizes, chipTones } from './Chip';
export type { ChipProps, ChipTone } from './Chip';
