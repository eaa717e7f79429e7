import { ProgressBar } from 'react-aria-components';

import { glyph, spinnerRoot } from './Spinner.css';

/** Spinner sizes. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers (the spinner has no visible text). */
  label: string;
  /**
   * The rendered size.
   * @default 'md'
   */
  size?: (typeof spinnerSizes)[number];
}

/** An indeterminate progress indicator, announced as a progress bar with the given label. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar aria-label={label} isIndeterminate className={spinnerRoot}>
      <SpinnerGlyph size={size} />
    </ProgressBar>
  );
}

/** The decorative glyph alone, for controls that announce their own busy state (Button `isPending`). */
export function SpinnerGlyph({ size = 'md' }: Pick<SpinnerProps, 'size'>) {
  return <span className={glyph({ size })} aria-hidden="true" />;
}
