import { Button } from '@backoffice/ui';
import { useState } from 'react';

import * as css from '../print.css';

/** Props of {@link ConfirmCollected}. */
export interface ConfirmCollectedProps {
  confirmed: boolean;
  actionText: string;
  confirmedText: string;
  failedText: string;
  /** Sends the confirmation; resolves true when it went through. */
  onConfirm: () => Promise<boolean>;
}

/** Confirms that the orders of a cutoff were collected, or says that they are confirmed. */
export function ConfirmCollected({
  confirmed,
  actionText,
  confirmedText,
  failedText,
  onConfirm,
}: ConfirmCollectedProps) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (confirmed)
    return (
      <p className={css.status} role="status">
        {confirmedText}
      </p>
    );
  return (
    <div className={css.toolbar}>
      {/* Disabled while it is sent, not pending: a pending button's announcement points at the button, which is
          gone once the confirmation shows. */}
      <Button
        isDisabled={pending}
        onPress={() => {
          setPending(true);
          setFailed(false);
          void onConfirm().then((ok) => {
            setPending(false);
            setFailed(!ok);
          });
        }}
      >
        {actionText}
      </Button>
      {failed ? (
        <p className={css.alert} role="alert">
          {failedText}
        </p>
      ) : null}
    </div>
  );
}
