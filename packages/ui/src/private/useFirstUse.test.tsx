import '../orders/testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ref } from 'react';
import { Suspense, useRef, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { lazyPart, partComponent } from './lazyParts';
import { useFirstUse } from './useFirstUse';

/** Props of {@link ListFrame}. */
interface ListFrameProps {
  label: string;
  isOpen: boolean;
  triggerRef: Ref<HTMLButtonElement>;
}

/** The part's real component: a trigger and, once open, its list. */
function ListFrame({ label, isOpen, triggerRef }: ListFrameProps) {
  return (
    <>
      <button ref={triggerRef} type="button" aria-haspopup="listbox" aria-expanded={isOpen}>
        {label}
      </button>
      {isOpen ? (
        <ul role="listbox" aria-label={label}>
          <li role="option" aria-selected>
            25
          </li>
        </ul>
      ) : null}
    </>
  );
}

/** A select whose part's chunk fails to load once (a dropped network), then loads. */
function renderFlakyList(label: string) {
  const importer = vi
    .fn<() => Promise<{ ListFrame: typeof ListFrame }>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ ListFrame });
  const part = lazyPart(importer);
  const Frame = partComponent(part, (module) => module.ListFrame);

  function FlakyList() {
    const [isOpen, setOpen] = useState(false);
    const trigger = useRef<HTMLButtonElement>(null);
    const { isSwapped, swapIn } = useFirstUse({
      part,
      trigger: () => trigger.current,
      afterSwap: () => setOpen(true),
    });
    const standIn = (
      <button ref={trigger} type="button" aria-haspopup="listbox" aria-expanded={false} onClick={swapIn}>
        {label}
      </button>
    );
    if (!isSwapped) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Frame label={label} isOpen={isOpen} triggerRef={trigger} />
      </Suspense>
    );
  }

  render(<FlakyList />);
  return { importer };
}

describe('useFirstUse', () => {
  it('keeps the stand-in working when the part fails to load, and opens on the next use', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    onTestFinished(() => void process.off('unhandledRejection', unhandled));
    const user = userEvent.setup();
    const { importer } = renderFlakyList('Rows per page');
    const standIn = screen.getByRole('button', { name: 'Rows per page' });

    await user.click(standIn);
    await expect(importer.mock.results[0]?.value).rejects.toThrow('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Rows per page' })).toBe(standIn);
    expect(standIn).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(standIn);
    expect(await screen.findByRole('listbox', { name: 'Rows per page' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Rows per page' });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveFocus();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
