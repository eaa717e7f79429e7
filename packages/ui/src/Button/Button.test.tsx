import '../orders/testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PressEvent } from 'react-aria-components';
import { Dialog, DialogTrigger, Modal } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';

import { IconButton } from '../IconButton/IconButton';
import { Button } from './Button';
import { WithAriaButtons } from './WithAriaButtons';

describe('the kit’s buttons outside React Aria’s containers', () => {
  it('press with the pointer type of the press: mouse, Enter, Space', async () => {
    const user = userEvent.setup();
    const presses: PressEvent[] = [];
    render(<Button onPress={(event) => presses.push(event)}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');

    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(presses.map((event) => [event.type, event.pointerType, event.key])).toEqual([
      ['press', 'mouse', undefined],
      ['press', 'keyboard', 'Enter'],
      ['press', 'keyboard', ' '],
    ]);
    expect(presses[0]?.target).toBe(button);
  });

  it('keep a press from reaching the row around them, unless the handler lets it continue', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a row's click, as a list's
      <div onClick={onRowClick}>
        <Button onPress={() => undefined}>Approve</Button>
        <Button onPress={(event) => event.continuePropagation()}>Open</Button>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('while pending stay focusable, announce themselves disabled and ignore presses and form submission', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending onPress={onPress}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled are left out of the tab order and never press', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <IconButton icon="close" label="Remove" isDisabled onPress={onPress} />
        <Button onPress={onPress}>Next</Button>
      </>,
    );
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('data-disabled', 'true');
    await user.click(remove);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('stop a handled key at the button, and let one the handler passes on reach the page', async () => {
    const user = userEvent.setup();
    const onPageKey = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the page's own shortcuts, as the live screen's
      <div onKeyDown={(event) => onPageKey(event.key)}>
        <IconButton
          icon="more"
          label="Actions"
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') event.continuePropagation();
          }}
        />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}x');
    expect(onPageKey.mock.calls).toEqual([['x']]);
  });

  it('show their states as React Aria’s buttons do: hovered, pressed, focus from the keyboard only', async () => {
    const user = userEvent.setup();
    render(<Button onPress={() => undefined}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });

    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    expect(button).not.toHaveAttribute('data-focus-visible');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');

    button.blur();
    await user.tab();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
  });
});

describe('WithAriaButtons', () => {
  function HelpDialog() {
    const [closed, setClosed] = useState(0);
    return (
      <>
        <DialogTrigger onOpenChange={(isOpen) => !isOpen && setClosed((count) => count + 1)}>
          <WithAriaButtons>
            <Button variant="secondary">Help</Button>
          </WithAriaButtons>
          <Modal>
            <Dialog aria-label="Help">
              <WithAriaButtons>
                <Button slot="close">Close</Button>
              </WithAriaButtons>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <output>{closed}</output>
      </>
    );
  }

  it('makes the kit’s buttons take React Aria’s trigger and close-slot props', async () => {
    const user = userEvent.setup();
    render(<HelpDialog />);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
