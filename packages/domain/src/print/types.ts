/**
 * The layout of a label sheet: how many labels across and down a page, each label's size and the page's size, all
 * in millimetres.
 */
export interface LabelSheetLayout {
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  pageWidthMm: number;
  pageHeightMm: number;
}

/** A label sheet layout with the page margins that centre the labels on the page. */
export interface LabelSheetGeometry extends LabelSheetLayout {
  labelsPerPage: number;
  marginTopMm: number;
  marginLeftMm: number;
}

/** One meal line of a printed label. */
export interface PrintLabelMeal {
  name: string;
  quantity: number;
  /** The meal's options, each written once ('2 × Extra cheese' when more than one). */
  options: { name: string; quantity: number }[];
  labelCodes: string[];
}

/** What one printed label shows. */
export interface PrintLabel {
  /** The order's id (a key, not shown). */
  orderId: string;
  /** The identifier shown on the label (the canteen order identifier for a canteen order). */
  identifier: string;
  /** The person's name in the locale's order, or the delivery name when the order has no person. */
  person: string;
  meals: PrintLabelMeal[];
  /** The cutoff ('YYYY-MM-DD HH:mm:ss') of a canteen label; null for a regular order. */
  cutoffTime: string | null;
}

/** A meal totalled over orders. */
export interface SummaryMeal {
  name: string;
  quantity: number;
}

/** The meals of one restaurant totalled for a cutoff. */
export interface SummaryRestaurant {
  restaurantId: number;
  restaurantName: string;
  orders: number;
  meals: SummaryMeal[];
  /** All its meals together. */
  quantity: number;
}

/** The canteen summary of a cutoff: totals per restaurant and per meal, and over all. */
export interface CanteenSummary {
  restaurants: SummaryRestaurant[];
  /** Each meal over all restaurants. */
  meals: SummaryMeal[];
  orders: number;
  quantity: number;
}
