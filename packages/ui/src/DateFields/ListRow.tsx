import type { ReactNode } from 'react';

import { IconButton } from '../IconButton/IconButton';
import { row, rowAction, rowTitle } from './DateFields.css';

/** Props of {@link ListRow}. */
interface ListRowProps {
  /** Id of the row's title, which names the row's group. */
  titleId: string;
  /** The row's title, e.g. "Period 2". */
  title: string;
  /** A field of the row is invalid: the row is marked as well. */
  invalid: boolean;
  /** Name of the remove button, e.g. "Remove period 2". */
  removeLabel: string;
  isDisabled?: boolean | undefined;
  onRemove: () => void;
  /** The row's fields. */
  children: ReactNode;
}

/** One row of an editable list (period hours, cutoff rules): a titled group of fields with its remove button. */
export function ListRow({
  titleId,
  title,
  invalid,
  removeLabel,
  isDisabled,
  onRemove,
  children,
}: ListRowProps) {
  return (
    <li>
      <div className={row({ invalid })} role="group" aria-labelledby={titleId}>
        <p id={titleId} className={rowTitle}>
          {title}
        </p>
        {children}
        <div className={rowAction}>
          <IconButton
            icon="close"
            label={removeLabel}
            tone="critical"
            isDisabled={isDisabled}
            onPress={onRemove}
          />
        </div>
      </div>
    </li>
  );
}
