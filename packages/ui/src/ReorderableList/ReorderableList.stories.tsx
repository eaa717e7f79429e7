import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import type { ReorderableItem, ReorderableListProps } from './ReorderableList';
import { ReorderableList } from './ReorderableList';

const restaurants: ReorderableItem[] = [
  { id: '/api/v1/restaurants/1', label: 'Pasta Palace' },
  { id: '/api/v1/restaurants/2', label: 'Burger Barn' },
  { id: '/api/v1/restaurants/3', label: 'Sushi Corner' },
];

const labels: ReorderableListProps['labels'] = {
  list: 'Highlighted restaurants',
  drag: (name) => `Drag ${name}`,
  moveUp: (name) => `Move ${name} up`,
  moveDown: (name) => `Move ${name} down`,
  remove: (name) => `Remove ${name}`,
  empty: 'No restaurant is highlighted.',
};

/** The list with its order kept in state, as a screen keeps it. */
function Stateful(props: ReorderableListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <ReorderableList
      {...props}
      items={items}
      onReorder={(ids) => {
        props.onReorder(ids);
        setItems(ids.map((id) => items.find((entry) => entry.id === id) as ReorderableItem));
      }}
      onRemove={(id) => {
        props.onRemove?.(id);
        setItems(items.filter((entry) => entry.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'ui/ReorderableList',
  component: ReorderableList,
  args: { items: restaurants, labels, onReorder: fn(), onRemove: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ReorderableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };

export const MoveWithButtons: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Move Pasta Palace up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Sushi Corner up' }));
    await expect(args.onReorder).toHaveBeenCalledWith([
      '/api/v1/restaurants/1',
      '/api/v1/restaurants/3',
      '/api/v1/restaurants/2',
    ]);
    const rows = canvas.getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      '1.Pasta Palace',
      '2.Sushi Corner',
      '3.Burger Barn',
    ]);
  },
};

export const MoveWithKeyboardDrag: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Keyboard drag and drop: focus the handle, Enter to pick up, arrow to the drop position, Enter to drop.
    canvas.getByRole('button', { name: 'Drag Pasta Palace' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalled());
    const order = (args.onReorder as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as string[];
    await expect(order.indexOf('/api/v1/restaurants/1')).toBeGreaterThan(0);
  },
};

export const Remove: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Burger Barn' }));
    await expect(args.onRemove).toHaveBeenCalledWith('/api/v1/restaurants/2');
    await expect(canvas.queryByText('Burger Barn')).toBeNull();
  },
};
