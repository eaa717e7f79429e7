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

/**
 * An indeterminate progress indicator, announced as a progress bar with the given label. A plain element, not
 * RAC's ProgressBar: the full-page spinner shows before the first screen, and an indeterminate bar needs none of
 * React Aria's number formatting.
 *
 * **When to use:** A wait whose result has no known shape: the app's start, a lazily loaded editor, an e-mail
 * preview being rendered.
 *
 * **When not to use:** Content whose shape is known is a {@link Skeleton} (or {@link PageSkeleton},
 * {@link CardSkeleton}); a pressed button's wait is its `isPending`, not a spinner beside it.
 */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={spinnerRoot}>
      <SpinnerGlyph size={size} />
    </div>
  );
}

/** The decorative glyph alone, for controls that announce their own busy state (Button `isPending`). */
export function SpinnerGlyph({ size = 'md' }: Pick<SpinnerProps, 'size'>) {
  return <span className={glyph[size]} aria-hidden="true" />;
}
