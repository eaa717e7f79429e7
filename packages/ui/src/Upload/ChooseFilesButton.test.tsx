import '../orders/testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ChooseFilesButton } from './ChooseFilesButton';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChooseFilesButton', () => {
  it('opens the browser’s file picker on a press, and hands over what was chosen', async () => {
    const user = userEvent.setup();
    const openPicker = vi.spyOn(HTMLInputElement.prototype, 'click');
    const onChoose = vi.fn();
    const { container } = render(
      <ChooseFilesButton label="Choose files" acceptedTypes={['.pdf']} allowsMultiple onChoose={onChoose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Choose files' }));
    expect(openPicker).toHaveBeenCalledTimes(1);

    const input = container.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input.multiple).toBe(true);
    const file = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    expect(onChoose).toHaveBeenCalledWith([file]);
  });

  it('is out of reach while disabled', async () => {
    const user = userEvent.setup();
    const openPicker = vi.spyOn(HTMLInputElement.prototype, 'click');
    render(<ChooseFilesButton label="Choose files" onChoose={vi.fn()} isDisabled />);
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(openPicker).not.toHaveBeenCalled();
  });
});
