import type { CanteenRule } from '@backoffice/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CutoffRuleListInput } from './CutoffRuleListInput';
import { cutoffLabels, reference } from './fixtures';

function Harness({
  initial,
  onChange,
}: {
  initial: CanteenRule[];
  onChange: (value: CanteenRule[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CutoffRuleListInput
      {...cutoffLabels}
      reference={reference}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('CutoffRuleListInput', () => {
  it('adds the first rule one hour before the reference, with limit 999', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: cutoffLabels.labels.add }));
    expect(onChange).toHaveBeenLastCalledWith([{ cutoffTime: '2023-08-30 09:00:00', limit: 999 }]);
  });

  it('adds each new rule one hour before the earliest, at the top', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[{ cutoffTime: '2023-08-30 00:30:00', limit: 5 }]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: cutoffLabels.labels.add }));
    expect(onChange).toHaveBeenLastCalledWith([
      { cutoffTime: '2023-08-29 23:30:00', limit: 999 },
      { cutoffTime: '2023-08-30 00:30:00', limit: 5 },
    ]);
  });

  it('edits a limit as a number', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[{ cutoffTime: '2023-08-30 08:00:00', limit: 999 }]} onChange={onChange} />);
    const limit = within(screen.getByRole('group', { name: cutoffLabels.labels.rule(1) })).getByRole(
      'textbox',
      {
        name: new RegExp(cutoffLabels.labels.limit),
      },
    );
    await userEvent.clear(limit);
    await userEvent.type(limit, '40');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith([{ cutoffTime: '2023-08-30 08:00:00', limit: 40 }]);
  });
});
