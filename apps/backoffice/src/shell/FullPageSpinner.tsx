import { Spinner } from '@backoffice/ui/base';

import { spinnerFrame } from '../plain/plainLayout.css';

/** The full-page spinner while the app's settings or translations load. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className={spinnerFrame}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
