/**
 * Addresses of the print app's pages (canteen labels and summary, an order's label), each with the token that
 * opens it and the language of the back-office.
 */
const q = encodeURIComponent;

/** /cloudcanteen/label/view/{canteen}/{restaurant}?token&cutoffTime&lang */
export function canteenLabelsUrl(
  base: string,
  input: {
    canteenId: string | number;
    restaurantId: string | number;
    token: string;
    cutoffTime: string;
    lang: string;
  },
): string {
  return `${base}/cloudcanteen/label/view/${q(String(input.canteenId))}/${q(String(input.restaurantId))}?token=${q(input.token)}&cutoffTime=${q(input.cutoffTime)}&lang=${q(input.lang)}`;
}

/** /cloudcanteen/summary/{identifier}?token&cutoffTime&lang */
export function canteenSummaryUrl(
  base: string,
  input: { identifier: string; token: string; cutoffTime: string; lang: string },
): string {
  return `${base}/cloudcanteen/summary/${q(input.identifier)}?token=${q(input.token)}&cutoffTime=${q(input.cutoffTime)}&lang=${q(input.lang)}`;
}

/** /order/{id}/label?token&lang */
export function orderLabelUrl(
  base: string,
  input: { id: string | number; token: string; lang: string },
): string {
  return `${base}/order/${q(String(input.id))}/label?token=${q(input.token)}&lang=${q(input.lang)}`;
}
