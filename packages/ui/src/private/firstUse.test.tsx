import '../orders/testSetup';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The overlays that load on first use (lazyParts.tsx), before their code has loaded: the setup file preloads them
 * for every other test, so each test here imports the kit afresh, with nothing loaded.
 */
async function freshKit() {
  vi.resetModules();
  const [{ Menu }, { Tooltip }, { PageSizeSelect }, { Dialog, Modal }, { Focusable }, { Chip }, parts] =
    await Promise.all([
      import('../Menu/Menu'),
      import('../Tooltip/Tooltip'),
      import('../DataList/PageSizeSelect'),
      import('../Dialog/Dialog'),
      import('react-aria-components'),
      import('../Chip/Chip'),
      import('./lazyParts'),
    ]);
  for (const part of [parts.menuPart, parts.tooltipPart, parts.selectPart, parts.dialogPart]) {
    expect(part.loaded()).toBeUndefined();
  }
  return { Menu, Tooltip, PageSizeSelect, Dialog, Modal, Focusable, Chip };
}

const items = [
  { id: 'approve', label: 'Approve' },
  { id: 'cancel', label: 'Cancel the order', tone: 'critical' as const },
];

describe('overlays before their code has loaded', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('opens a menu from its button, chooses with the keyboard and gives focus back', async () => {
    const { Menu } = await freshKit();
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<Menu items={items} onAction={onAction} triggerLabel="Row actions" />);
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.tab();
    await user.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Cancel the order' })).toHaveFocus());

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onAction).toHaveBeenCalledWith('approve');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes an open menu on Escape and returns focus to its button', async () => {
    const { Menu } = await freshKit();
    const user = userEvent.setup();
    render(<Menu items={items} onAction={vi.fn()} triggerLabel="Row actions" />);
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    await user.click(trigger);
    // A pointer opens the menu with focus on the menu itself, as React Aria's MenuTrigger does.
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows a tooltip on the first keyboard focus of its trigger and keeps the focus there', async () => {
    const { Tooltip, Focusable } = await freshKit();
    const user = userEvent.setup();
    render(
      <Tooltip content="Delivered by the restaurant's own courier" delay={0}>
        <Focusable>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <span tabIndex={0}>Own courier</span>
        </Focusable>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent("Delivered by the restaurant's own courier");
    const trigger = screen.getByText('Own courier');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("shows a truncated chip's full text on its first keyboard focus, with React Aria's trigger swapped in", async () => {
    const { Chip } = await freshKit();
    const user = userEvent.setup();
    render(<Chip title="Cancelled: customer called to cancel the order">Cancelled: customer ca…</Chip>);
    const trigger = screen.getByText('Cancelled: customer ca…').closest<HTMLElement>('[data-truncated]');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cancelled: customer called to cancel the order');
    // React Aria's trigger came in on the same spot, and has the focus and the tooltip.
    const swapped = screen.getByText('Cancelled: customer ca…').closest<HTMLElement>('[data-truncated]');
    await waitFor(() => expect(swapped).toHaveFocus());
    expect(swapped).toHaveAttribute('aria-describedby', tooltip.id);
    expect(swapped).not.toBe(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("shows a truncated chip's full text on its first hover, without moving focus", async () => {
    const { Chip } = await freshKit();
    const user = userEvent.setup();
    render(<Chip title="Cancelled: customer called to cancel the order">Cancelled: customer ca…</Chip>);
    await user.hover(screen.getByText('Cancelled: customer ca…'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cancelled: customer called to cancel the order');
    expect(document.body).toHaveFocus();
  });

  it('opens the page-size list on the first press and gives focus back after a choice', async () => {
    const { PageSizeSelect } = await freshKit();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <PageSizeSelect value={25} options={[25, 50, 75, 100]} onChange={onChange} label="Rows per page" />,
    );
    await user.click(screen.getByRole('button', { name: 'Rows per page 25' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onChange).toHaveBeenCalledWith(50);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Rows per page/ })).toHaveFocus());
  });

  it('renders nothing for a closed modal and shows its dialog once it opens', async () => {
    const { Modal, Dialog } = await freshKit();
    const show = (isOpen: boolean) => (
      <Modal isOpen={isOpen}>
        <Dialog title="Cancel the order">
          <p>The customer gets a refund.</p>
        </Dialog>
      </Modal>
    );
    const { container, rerender } = render(show(false));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(show(true));
    expect(await screen.findByRole('dialog', { name: 'Cancel the order' })).toBeInTheDocument();
  });
});
