/**
 * The cell of a table row under the column header named `header` (test helper): a row shows the same word in
 * several columns (an order status "New" beside a courier status "New"), so assertions look in one column.
 */
export function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const table = row.closest('table');
  if (!table) throw new Error('the row is not inside a table');
  const headers = [...table.querySelectorAll('thead th')];
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header);
  const cells = [...row.children];
  const cell = cells[index];
  if (index < 0 || !(cell instanceof HTMLElement)) throw new Error(`no cell under "${header}"`);
  return cell;
}
