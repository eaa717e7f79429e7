import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Menu } from '../Menu/Menu';
import { StatusChip } from '../StatusChip/StatusChip';

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

interface Dish {
  id: string;
  label: string;
  price: string;
  active: boolean;
}

const dishes: Dish[] = [
  { id: 'meal-1', label: 'Spaghetti carbonara', price: '3 200 Ft', active: true },
  { id: 'meal-2', label: 'Lasagne', price: '3 500 Ft', active: false },
  { id: 'meal-3', label: 'Margherita pizza', price: '2 900 Ft', active: true },
];

/** A menu's list: the row slot shows a second line and a state, an actions menu follows, one row is chosen. */
function MenuLike(props: Pick<ReorderableListProps, 'onReorder'> & { onSelect: (id: string) => void }) {
  const [items, setItems] = useState(dishes);
  const [selected, setSelected] = useState<string | null>('meal-1');
  return (
    <ReorderableList<Dish>
      items={items}
      labels={{ ...labels, list: 'Meals of Mains', empty: 'No meal yet.' }}
      onReorder={(ids) => {
        props.onReorder(ids);
        setItems(ids.map((id) => items.find((entry) => entry.id === id) as Dish));
      }}
      selectedId={selected}
      onSelect={(id) => {
        props.onSelect(id);
        setSelected(id);
      }}
      renderActions={(entry) => (
        <Menu
          items={[{ id: 'edit', label: 'Edit' }]}
          triggerLabel={`Actions for ${entry.label}`}
          onAction={() => undefined}
        />
      )}
    >
      {(entry, index) => (
        <>
          <span style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <span>{entry.label}</span>
            <span>
              {entry.price} · {index % 2 === 0 ? 'even row' : 'odd row'}
            </span>
          </span>
          <StatusChip
            tone={entry.active ? 'success' : 'neutral'}
            label={entry.active ? 'Active' : 'Inactive'}
          />
        </>
      )}
    </ReorderableList>
  );
}

/** The row slot and the actions slot, with a chosen row: a menu editor's list of meals. */
export const WithRowSlot: StoryObj<{ onReorder: (ids: string[]) => void; onSelect: (id: string) => void }> = {
  args: { onReorder: fn(), onSelect: fn() },
  render: (args) => <MenuLike {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const rows = () => canvas.getAllByRole('row');
    // The slot's content fills the row: name, second line (which follows the order) and state.
    await expect(rows()[1]).toHaveTextContent('Lasagne');
    await expect(rows()[1]).toHaveTextContent('3 500 Ft · odd row');
    await expect(canvas.getByRole('button', { name: 'Actions for Lasagne' })).toBeVisible();
    await expect(rows()[0]).toHaveAttribute('aria-selected', 'true');

    // A click chooses a row.
    await userEvent.click(canvas.getByText('Margherita pizza'));
    await expect(args.onSelect).toHaveBeenCalledWith('meal-3');
    await waitFor(() => expect(rows()[2]).toHaveAttribute('aria-selected', 'true'));

    // Keyboard: the move button of the focused row moves it, and the slot follows the new position.
    canvas.getByRole('button', { name: 'Move Spaghetti carbonara down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenCalledWith(['meal-2', 'meal-1', 'meal-3']);
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Spaghetti carbonara'));
    await expect(rows()[1]).toHaveTextContent('3 200 Ft · odd row');

    // Arrow keys move between rows, with a visible focus on the focused row.
    rows()[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows()[1]).toHaveAttribute('data-focus-visible', 'true'));
  },
};
