export { canteenSummary, isCutoffCollected } from './canteenSummary.js';
export type { SummaryOrder } from './canteenSummary.js';
export { A4_LABEL_SHEET, labelSheetGeometry, paginate } from './labelSheet.js';
export { printLabel } from './printLabel.js';
export type { LabelOrder, PrintLabelOptions } from './printLabel.js';
export type {
  CanteenSummary,
  LabelSheetGeometry,
  LabelSheetLayout,
  PrintLabel,
  PrintLabelMeal,
  SummaryMeal,
  SummaryRestaurant,
} from './types.js';
