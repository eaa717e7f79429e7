import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DataList } from './DataList';
import { listLabels, messages, orders, rowActionLabels } from './fixtures';
import type { OrdersListStoryProps } from './OrdersListStory';
import { OrdersListStory } from './OrdersListStory';

const meta = {
  title: 'ui/DataList',
  // The Docs page documents DataList's props; the stories' args drive the orders list, which holds the list's
  // state as a screen would.
  component: DataList as unknown as ComponentType<OrdersListStoryProps>,
  render: (args) => <OrdersListStory {...args} />,
  args: {
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortChange: fn(),
    onSelectionChange: fn(),
    onSearchChange: fn(),
    onQuickFiltersChange: fn(),
    onRowAction: fn(),
  },
} satisfies Meta<OrdersListStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').slice(1);

/** 100 order rows, 50 per page, newest first, with the Export button in the footer. */
export const Default: Story = {
  args: { hasSearch: true, footerActions: <Button variant="secondary">{messages.export}</Button> },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(50);
    await expect(canvas.getByText(listLabels.range(1, 50, 100))).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: listLabels.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: messages.export })).toBeInTheDocument();
  },
};

/** A header click sorts by that column; a second click reverses it. Enter does the same from the keyboard. */
export const Sorted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const total = canvas.getByRole('columnheader', { name: /Total/ });
    await userEvent.click(within(total).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvas)[0]).toHaveTextContent('HUF 1,800');
    await userEvent.click(within(total).getByRole('button'));
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    const restaurant = canvas.getByRole('columnheader', { name: /Restaurant/ });
    within(restaurant).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'restaurant',
      direction: 'ascending',
    });
    await expect(restaurant).toHaveAttribute('aria-sort', 'ascending');
  },
};

/**
 * With `onRowOpen`, a click anywhere on a row opens it; the row's checkbox and menu keep their own clicks. Hovering
 * a row reports the intent, for the app to prefetch what opening it needs.
 */
export const RowOpens: Story = {
  args: { isSelectable: true, hasRowActions: true, onRowOpen: fn(), onRowIntent: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const first = bodyRows(canvas)[0] ?? document.body;
    const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    await userEvent.hover(first);
    await waitFor(() => expect(args.onRowIntent).toHaveBeenCalledWith(newest));
    await userEvent.click(within(first).getByText(newest?.restaurantName ?? ''));
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
    await expect(args.onRowOpen).toHaveBeenLastCalledWith(
      newest,
      expect.objectContaining({ ctrlKey: false, metaKey: false }),
    );
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(first).getByRole('button', { name: listLabels.rowActions }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
    await expect(first).toHaveAttribute('data-selected', 'true');
  },
};

/** The header checkbox selects every row of the page; the selection is reported as ids. */
export const SelectAll: Story = {
  args: { isSelectable: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: listLabels.selectAll }));
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledTimes(1));
    const ids = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as Set<string>;
    await expect(ids.size).toBe(50);
    for (const row of bodyRows(canvas)) {
      await expect(row).toHaveAttribute('data-selected', 'true');
      await expect(within(row).getByRole('checkbox')).toBeChecked();
    }
    await userEvent.click(within(bodyRows(canvas)[1] ?? document.body).getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox', { name: listLabels.selectAll })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: listLabels.selectAll })).toBePartiallyChecked();
  },
};

/** A row's checkbox is named by the row's header cell, and Space toggles it from the keyboard. */
export const SelectRowWithKeyboard: Story = {
  args: { isSelectable: true, pageSize: 25 },
  play: async ({ args, canvas, userEvent }) => {
    const row = bodyRows(canvas)[0] ?? document.body;
    const identifier = within(row).getByRole('rowheader').querySelector('strong')?.textContent ?? '';
    const box = within(row).getByRole('checkbox');
    await expect(box).toHaveAccessibleName(expect.stringContaining(`${listLabels.selectRow} ${identifier}`));
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    const id = orders.find((order) => order.identifier === identifier)?.id;
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([id]));
  },
};

/** Some rows selected: the header checkbox is mixed. */
export const PartlySelected: Story = {
  args: { isSelectable: true, selectedIds: new Set([orders[0]?.id ?? '', orders[2]?.id ?? '']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: listLabels.selectAll })).toBePartiallyChecked();
  },
};

/** Next, a page number and previous move between pages. */
export const ChangePage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: listLabels.nextPage }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText(listLabels.range(51, 100, 100))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: listLabels.nextPage })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: listLabels.page(1) }));
    await expect(canvas.getByRole('button', { name: listLabels.previousPage })).toBeDisabled();
  },
};

/** Choosing 25 rows per page gives 4 pages and goes back to page 1. */
export const PageSizeChange: Story = {
  args: { page: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await expect(bodyRows(canvas)).toHaveLength(25);
    await expect(canvas.getByText(listLabels.range(1, 25, 100))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: listLabels.page(4) })).toBeInTheDocument();
  },
};

/** The search reaches the app 800 ms after typing stops; what was typed stays in the box. */
export const SearchDebounced: Story = {
  args: { hasSearch: true },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: listLabels.search });
    const typedAt = performance.now();
    await userEvent.type(box, 'A-1005');
    await expect(box).toHaveValue('A-1005');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('A-1005'));
    await expect(performance.now() - typedAt).toBeGreaterThanOrEqual(800);
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(bodyRows(canvas)).toHaveLength(1);
  },
};

/** Enter applies the search at once, without waiting for the pause. */
export const SearchOnEnter: Story = {
  args: { hasSearch: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: listLabels.search }), 'Sushi{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('Sushi');
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Sushi Go');
  },
};

/** Quick filter chips toggle; the ones that are on are pressed and marked with a check. */
export const QuickFilters: Story = {
  args: { hasQuickFilters: true, hasSearch: true },
  play: async ({ args, canvas, userEvent }) => {
    const chip = canvas.getByRole('button', { name: 'New' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onQuickFiltersChange).toHaveBeenLastCalledWith(['new']);
    await expect(canvas.getByText(listLabels.range(1, 20, 20))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approved' }));
    await expect(args.onQuickFiltersChange).toHaveBeenLastCalledWith(['new', 'approved']);
  },
};

/** The row actions menu, open on the first row. */
export const RowActionsOpen: Story = {
  args: { hasRowActions: true, pageSize: 25 },
  play: async ({ canvas, userEvent }) => {
    const [first] = canvas.getAllByRole('button', { name: listLabels.rowActions });
    await userEvent.click(first ?? document.body);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: rowActionLabels.cancel })).toBeInTheDocument();
  },
};

/**
 * By keyboard: Enter on a row's menu button opens the menu with focus on its first item; Escape closes it and
 * focus is back on the same row's button.
 */
export const RowActionsWithKeyboard: Story = {
  args: { hasRowActions: true, pageSize: 25 },
  play: async ({ canvas, userEvent }) => {
    const row = bodyRows(canvas)[2] ?? document.body;
    within(row).getByRole('button', { name: listLabels.rowActions }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByRole('button', { name: listLabels.rowActions })),
    );
  },
};

/** Choosing a row action reports the action and the row. */
export const ChooseRowAction: Story = {
  args: { hasRowActions: true, pageSize: 25 },
  play: async ({ args, canvas, userEvent }) => {
    const [first] = canvas.getAllByRole('button', { name: listLabels.rowActions });
    await userEvent.click(first ?? document.body);
    await userEvent.click(await screen.findByRole('menuitem', { name: rowActionLabels.resend }));
    await expect(args.onRowAction).toHaveBeenCalledWith(
      'resend',
      expect.objectContaining({ identifier: 'A-1000' }),
    );
  },
};

/** Rows just changed by a realtime event are highlighted. */
export const Highlighted: Story = {
  args: { pageSize: 25, highlightedIds: new Set([orders[1]?.id ?? '', orders[3]?.id ?? '']) },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas);
    await expect(rows[1]).toHaveAttribute('data-highlighted', 'true');
    await expect(rows[3]).toHaveAttribute('data-highlighted', 'true');
    await expect(rows[0]).not.toHaveAttribute('data-highlighted');
  },
};

/** No rows: the message from props. */
export const Empty: Story = {
  args: { source: [], hasSearch: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.empty)).toBeInTheDocument();
    await expect(canvas.getByText(listLabels.range(0, 0, 0))).toBeInTheDocument();
  },
};

/** Loading: skeleton rows and a busy table. */
export const Loading: Story = {
  args: { isLoading: true, isSelectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(listLabels.loading);
    await expect(canvas.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The next page, search or filter is loading: the rows shown stay in place, a bar sweeps along the top, with a busy
 * table and the loading text for screen readers.
 */
export const Updating: Story = {
  args: { isUpdating: true, isSelectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(listLabels.loading);
    const frame = canvas.getByRole('table').parentElement;
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame).toHaveAttribute('data-updating');
    // The rows of the page shown, not skeleton rows (which are hidden from assistive technology).
    await expect(bodyRows(canvas)).toHaveLength(50);
  },
};

/** The list failed to load: the message and a retry button. */
export const Failed: Story = {
  args: { error: { message: messages.error, retryLabel: messages.retry, onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(messages.error)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.retry }));
    await expect(args.error?.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * Under 992 px the table keeps its columns and scrolls sideways in its frame (here a 360 px wide container); the
 * toolbar and footer wrap.
 */
export const Mobile: Story = {
  args: { isSelectable: true, hasRowActions: true, hasSearch: true, hasQuickFilters: true, pageSize: 25 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('table').parentElement;
    await expect(frame).not.toBeNull();
    await expect((frame?.scrollWidth ?? 0) > (frame?.clientWidth ?? 0)).toBe(true);
  },
};

/**
 * A read-only table (no selection, no row actions) that scrolls sideways: its frame joins the tab order, so a
 * keyboard user can scroll it with the arrow keys.
 */
export const ScrollsWithoutControls: Story = {
  args: { pageSize: 25 },
  decorators: Mobile.decorators,
  play: async ({ canvas, userEvent }) => {
    const frame = canvas.getByRole('table').parentElement;
    await waitFor(() => expect(frame).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};

/** A table that fits its frame needs no stop of its own in the tab order. */
export const FitsWithoutControls: Story = {
  args: { pageSize: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  },
};

const unreadableLabels = {
  title: 'This order cannot be shown',
  id: (id: string) => `ID: ${id}`,
  noId: 'ID unknown',
  field: (field: string) => `Field: ${field}`,
};

/**
 * Two records of the page could not be read: each is one marked row spanning the table, in the place it was sent
 * at, naming the record's id (or that it is unknown) and the failing field; the other rows work as usual.
 */
export const UnreadableRows: Story = {
  args: {
    isSelectable: true,
    hasRowActions: true,
    pageSize: 25,
    unreadableRows: [
      { index: 1, id: '100777', field: 'priceTotal' },
      { index: 4, id: null, field: '' },
    ],
    unreadableLabels,
  },
  play: async ({ args, canvas, userEvent }) => {
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(27);
    const marked = rows[1] ?? document.body;
    await expect(marked).toHaveAttribute('data-unreadable');
    await expect(within(marked).getAllByRole('cell')).toHaveLength(1);
    await expect(within(marked).getByRole('cell')).toHaveAttribute('colspan', '7');
    await expect(marked).toHaveTextContent(unreadableLabels.title);
    await expect(marked).toHaveTextContent('ID: 100777');
    await expect(marked).toHaveTextContent('Field: priceTotal');
    await expect(within(marked).queryByRole('checkbox')).toBeNull();
    const unknown = rows[4] ?? document.body;
    await expect(unknown).toHaveTextContent(unreadableLabels.noId);
    await expect(unknown).not.toHaveTextContent('Field:');
    await expect(canvas.getAllByText(unreadableLabels.title)).toHaveLength(2);
    // The readable rows still select and act as usual.
    await userEvent.click(within(rows[0] ?? document.body).getByRole('checkbox'));
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenCalledTimes(1));
    await expect(rows[0]).toHaveAttribute('data-selected', 'true');
  },
};

/** Every record of the page is unreadable: the marked rows show instead of the empty message. */
export const OnlyUnreadableRows: Story = {
  args: { source: [], unreadableRows: [{ index: 0, id: 42, field: 'status' }], unreadableLabels },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(messages.empty)).toBeNull();
    await expect(bodyRows(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('row', { name: /This order cannot be shown/ })).toHaveTextContent('ID: 42');
  },
};
