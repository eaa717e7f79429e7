import type { Period } from '@backoffice/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { periodLabels } from './fixtures';
import { PeriodHoursInput } from './PeriodHoursInput';

function Harness({ initial, onChange }: { initial: Period[]; onChange: (value: Period[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PeriodHoursInput
      {...periodLabels}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const row = (n: number) => within(screen.getByRole('group', { name: periodLabels.labels.period(n) }));

afterEach(cleanup);

describe('PeriodHoursInput', () => {
  it('adds an empty period at the end and focuses its start', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[{ start: '08:00', end: '10:00' }]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: periodLabels.labels.add }));
    expect(onChange).toHaveBeenLastCalledWith([
      { start: '08:00', end: '10:00' },
      { start: '', end: '' },
    ]);
    expect(document.activeElement).toBe(row(2).getByRole('textbox', { name: periodLabels.labels.start }));
  });

  it('removes the chosen period and keeps the others in order', async () => {
    const onChange = vi.fn();
    const periods = [
      { start: '08:00', end: '10:00' },
      { start: '11:00', end: '12:00' },
      { start: '13:00', end: '14:00' },
    ];
    render(<Harness initial={periods} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: periodLabels.labels.remove(2) }));
    expect(onChange).toHaveBeenLastCalledWith([periods[0], periods[2]]);
    expect((row(2).getByRole('textbox', { name: periodLabels.labels.start }) as HTMLInputElement).value).toBe(
      '13:00',
    );
    expect(screen.queryByRole('group', { name: periodLabels.labels.period(3) })).toBeNull();
  });

  it('moves focus to the add button when the last period is removed', async () => {
    render(<Harness initial={[{ start: '08:00', end: '10:00' }]} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: periodLabels.labels.remove(1) }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: periodLabels.labels.add }));
  });

  it('shows the message under the list when no row is at fault (required, empty list)', () => {
    render(<PeriodHoursInput {...periodLabels} value={[]} onChange={vi.fn()} errorMessage="Invalid" />);
    const list = screen.getByRole('group', { name: periodLabels.label });
    const describedBy = list.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Invalid');
  });
});
