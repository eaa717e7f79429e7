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

/** The full-page spinner shown while the translations load. */
export function TranslationsLoading({ label }: TranslationsLoadingProps) {
  return (
    <div className={fullPage}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
