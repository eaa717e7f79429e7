import { Spinner } from '../Spinner/Spinner';
import { fullPage } from './TranslationsLoading.css';

/** Props of {@link TranslationsLoading}. */
export interface TranslationsLoadingProps {
  /**
   * Read by screen readers. The translations are not there yet, so the app passes a fixed string or the
   * browser-language guess.
   */
  label: string;
}

/**
 * The full-page spinner shown while the translations load.
 *
 * **When to use:** The full page while the interface's translations load, before any text can be shown.
 *
 * **When not to use:** Once the translations are there, a screen loading is a {@link PageSkeleton} and a
 * short wait a {@link Spinner}.
 */
export function TranslationsLoading({ label }: TranslationsLoadingProps) {
  return (
    <div className={fullPage}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
