import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reference, relativeLabels } from './fixtures';
import { RelativeDateInput } from './RelativeDateInput';

afterEach(cleanup);

describe('RelativeDateInput', () => {
  it('shows a date-time as a day offset and a time', () => {
    render(
      <RelativeDateInput
        {...relativeLabels}
        reference={reference}
        value="2023-08-27 07:05:00"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /3 days before/ })).toBeTruthy();
    expect(screen.getByText('On 2023-08-27')).toBeTruthy();
  });

  it('takes a new value set from outside', () => {
    const { rerender } = render(
      <RelativeDateInput
        {...relativeLabels}
        reference={reference}
        value="2023-08-27 07:05:00"
        onChange={vi.fn()}
      />,
    );
    rerender(
      <RelativeDateInput
        {...relativeLabels}
        reference={reference}
        value="2023-08-30 07:05:00"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Same day/ })).toBeTruthy();
    expect(screen.getByText('On 2023-08-30')).toBeTruthy();
  });
});
