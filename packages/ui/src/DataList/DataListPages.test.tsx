import type { Order } from '@backoffice/domain';
import { waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DataListColumn, DataListProps } from './DataList';
import { DataList } from './DataList';
import { listLabels, messages, orders } from './fixtures';

const columns: DataListColumn<Order>[] = [
  { id: 'identifier', header: 'Order', cell: (order) => order.identifier },
  { id: 'restaurant', header: 'Restaurant', cell: (order) => order.restaurantName ?? '' },
];

function list(props: Partial<DataListProps<Order>>): ReactElement {
  return (
    <DataList<Order>
      columns={columns}
      rows={[]}
      getRowId={(order) => order.id}
      total={0}
      page={1}
      onPageChange={() => undefined}
      pageSize={100}
      emptyMessage={messages.empty}
      labels={listLabels}
      {...props}
    />
  );
}

// A root outside act(), so that what React commits in each step can be read between the steps: flushSync commits
// the update it runs, and work React defers to a transition is still to come when it returns.
let container: HTMLDivElement;
let root: Root;
let actEnvironment: unknown;
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
});

const show = (element: ReactElement) => flushSync(() => root.render(element));
const view = () => within(container);
const bodyRows = () => container.querySelectorAll('tbody tr:not([aria-hidden])');
const frame = () => view().getByRole('table').parentElement;

describe('the pages a DataList shows', () => {
  it('keeps the skeleton, busy, until the first page has rendered in the background, then shows it whole', async () => {
    show(list({ isLoading: true }));
    show(list({ rows: orders, total: 501 }));

    // The update itself commits no row: the first page renders in a transition, in slices.
    expect(bodyRows()).toHaveLength(0);
    expect(frame()?.getAttribute('aria-busy')).toBe('true');
    expect(view().queryByText(messages.empty)).toBeNull();

    await waitFor(() => expect(bodyRows()).toHaveLength(orders.length));
    expect(frame()?.hasAttribute('aria-busy')).toBe(false);
    // The range comes with the rows it counts.
    expect(view().queryByText('1–100 of 501')).not.toBeNull();
  });

  it('replaces the rows shown with a later page in the same update, range included', async () => {
    show(list({ isLoading: true }));
    show(list({ rows: orders, total: 501 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(orders.length));

    const found = orders.slice(0, 3);
    show(list({ rows: found, total: 3 }));

    expect(bodyRows()).toHaveLength(3);
    expect(view().queryByText('1–3 of 3')).not.toBeNull();
    expect(frame()?.hasAttribute('aria-busy')).toBe(false);
  });

  it('says the list is empty only once an empty page is the one shown', async () => {
    show(list({ isLoading: true }));
    show(list({ rows: [], total: 0 }));

    expect(view().queryByText(messages.empty)).toBeNull();
    await waitFor(() => expect(view().queryByText(messages.empty)).not.toBeNull());
  });

  it('renders no row again when only the labels object is new, and every row when a row text changes', async () => {
    const cell = vi.fn((order: Order) => order.identifier);
    const counted: DataListColumn<Order>[] = [{ id: 'identifier', header: 'Order', cell }];
    const selectable = { columns: counted, onSelectionChange: () => undefined, rowActions: () => [] };
    show(list({ ...selectable, rows: orders, total: 501 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(orders.length));
    cell.mockClear();

    show(list({ ...selectable, rows: orders, total: 501, labels: { ...listLabels } }));
    expect(cell).not.toHaveBeenCalled();

    show(list({ ...selectable, rows: orders, total: 501, labels: { ...listLabels, selectRow: 'Choose' } }));
    expect(cell).toHaveBeenCalledTimes(orders.length);
    expect(view().getAllByRole('checkbox', { name: /^Choose / })).toHaveLength(orders.length);
  });
});
