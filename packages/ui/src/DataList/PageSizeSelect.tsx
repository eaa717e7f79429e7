import { Suspense, useId, useRef, useState } from 'react';

import { Icon } from '../Icon/Icon';
import { partComponent, selectPart } from '../private/lazyParts';
import { useFirstUse } from '../private/useFirstUse';
import { fieldLabel, pageSize, selectButton } from './DataList.css';

const PageSizeSelectFrame = /* @__PURE__ */ partComponent(selectPart, (parts) => parts.PageSizeSelectFrame);

/** Props of {@link PageSizeSelect}. */
export interface PageSizeSelectProps {
  /** Rows per page now. */
  value: number;
  /** The choices (spec: 25, 50, 75, 100). */
  options: readonly number[];
  /** Runs with the chosen size. */
  onChange: (size: number) => void;
  /** The visible label (e.g. "Rows per page"). */
  label: string;
}

/**
 * Rows per page (RAC `Select`); a choice is always made, as the spec requires one. Until it is first used it is a
 * plain label and button drawn like React Aria's: the select and its list box load on the first press (or
 * ArrowDown/ArrowUp) (`private/lazyParts.tsx`), come in on the same spot, take focus and open.
 */
export function PageSizeSelect(props: PageSizeSelectProps) {
  const { value, label } = props;
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  const { isSwapped, swapIn } = useFirstUse({
    part: selectPart,
    trigger: () => trigger.current,
    afterSwap: () => setOpen(true),
  });

  const idle = (
    <div className={pageSize}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        className={selectButton}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={swapIn}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          swapIn();
        }}
      >
        <span id={valueId}>{value}</span>
        <Icon name="chevronDown" size="sm" />
      </button>
    </div>
  );
  if (!isSwapped) return idle;
  return (
    <Suspense fallback={idle}>
      <PageSizeSelectFrame {...props} isOpen={isOpen} onOpenChange={setOpen} triggerRef={trigger} />
    </Suspense>
  );
}
