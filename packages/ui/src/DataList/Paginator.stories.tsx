import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { listLabels } from './fixtures';
import type { PaginatorProps } from './Paginator';
import { Paginator } from './Paginator';

/** Keeps the page in state so that a press moves the window, as in the list. */
function StatefulPaginator({ page: initial, onPageChange, ...props }: PaginatorProps) {
  const [page, setPage] = useState(initial);
  return (
    <Paginator
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/DataList/Paginator',
  component: Paginator,
  // The Docs page documents Paginator's props; the wrapper only holds the page a press moves to.
  render: (args) => <StatefulPaginator {...args} />,
  args: { page: 1, pageCount: 20, onPageChange: fn(), labels: listLabels },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  canvas.getAllByRole('listitem').map((item) => Number(item.textContent));

/** Page 1 of 20: pages 1 to 7, previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await expect(canvas.getByRole('button', { name: listLabels.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: listLabels.previousPage })).toBeDisabled();
  },
};

/** Page 10 of 20: the current page in the middle of seven. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    await expect(canvas.getByRole('button', { name: listLabels.page(10) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Page 20 of 20: the last seven pages, next disabled. */
export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    await expect(canvas.getByRole('button', { name: listLabels.nextPage })).toBeDisabled();
  },
};

/** Fewer than seven pages: all of them. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3]);
  },
};

/** Tab to next and press Enter; the window follows the current page. */
export const NavigateWithKeyboard: Story = {
  args: { page: 4 },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: listLabels.nextPage }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(pageNumbers(canvas)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await expect(canvas.getByRole('button', { name: listLabels.page(5) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
