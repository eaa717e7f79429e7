import '../testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { approveLabels } from '../fixtures';
import { ApproveTimeControl } from './ApproveTimeControl';

function Controlled({ onApprove }: { onApprove: (minutes: number) => void }) {
  const [minutes, setMinutes] = useState(30);
  return (
    <ApproveTimeControl labels={approveLabels} value={minutes} onChange={setMinutes} onApprove={onApprove} />
  );
}

describe('ApproveTimeControl', () => {
  it('steps a controlled value through its owner and approves the owner’s value', async () => {
    const onApprove = vi.fn();
    render(<Controlled onApprove={onApprove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decrease by 5 minutes' }));
    expect(screen.getByRole('spinbutton', { name: 'Preparation time' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith(25);
  });

  it('ignores the arrows while disabled and keeps the time out of the Tab order', async () => {
    const onChange = vi.fn();
    render(<ApproveTimeControl labels={approveLabels} onApprove={vi.fn()} onChange={onChange} isDisabled />);
    const time = screen.getByRole('spinbutton');
    expect(time).toHaveAttribute('tabindex', '-1');
    time.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
    expect(time).toHaveAttribute('aria-valuenow', '20');
  });
});
