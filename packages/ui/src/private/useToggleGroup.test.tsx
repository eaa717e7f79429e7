import '../orders/testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DataListQuickFilters } from '../DataList/DataListQuickFilters';
import type { Locale } from '../LanguageSwitcher/LanguageSwitcher';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';

const languageLabels = { group: 'Language', languages: { en: 'English', hu: 'Hungarian' } };

function Switcher({ onChange }: { onChange: (locale: Locale) => void }) {
  const [value, setValue] = useState<Locale>('hu');
  return (
    <LanguageSwitcher
      value={value}
      labels={languageLabels}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const filters = [
  { id: 'new', label: 'New' },
  { id: 'approved', label: 'Approved' },
  { id: 'late', label: 'Late' },
];

describe('a single-selection toggle group (LanguageSwitcher)', () => {
  it('is a radio group with one Tab stop, on the option that is on', async () => {
    const user = userEvent.setup();
    render(<Switcher onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hungarian' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Hungarian' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves focus with the arrow keys, Home and End, and chooses with Space or Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switcher onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    // Focus alone chooses nothing.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Hungarian' })).toHaveFocus();
    await user.keyboard('{Home}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    // Choosing the option that is on changes nothing: one is always on.
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the focus ring for keyboard focus only', async () => {
    const user = userEvent.setup();
    render(<Switcher onChange={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('radio', { name: 'English' })).not.toHaveAttribute('data-focus-visible');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Hungarian' })).toHaveAttribute('data-focus-visible', 'true');
  });
});

describe('a multiple-selection toggle group (DataListQuickFilters)', () => {
  it('is a toolbar of pressed buttons with one Tab stop, where focus was last', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DataListQuickFilters filters={filters} active={['late']} onChange={vi.fn()} label="Quick filters" />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByRole('toolbar', { name: 'Quick filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Late' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
  });

  it('toggles a chip with Space or Enter and reports the chips that are on in their order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DataListQuickFilters filters={filters} active={['late']} onChange={onChange} label="Quick filters" />,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['new', 'late']);
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: 'Late' })).toHaveAttribute('data-selected', 'true');
  });
});
