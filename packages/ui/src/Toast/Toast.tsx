import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { iconButton } from '../IconButton/IconButton.css';
import { region, toast, toastDescription, toastText, toastTitle } from './Toast.css';
import type { ToastQueue } from './toastQueue';

export { createToastQueue, maxVisibleToasts, showToast, toastTimeout, toastTones } from './toastQueue';
export type { ToastContent, ToastQueue, ToastTone } from './toastQueue';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue to show. */
  queue: ToastQueue;
  /** Texts: the region's landmark name and the close button's name. */
  labels: { region: string; close: string };
}

const toneIcons = { info: 'info', success: 'check', warning: 'alert', error: 'alert' } as const;

/**
 * The landmark where toasts appear (bottom end). F6 moves focus into it; each toast has a close button; a toast
 * does not time out while hovered or focused.
 *
 * **When to use:** Toasts (`showToast` into the app's `ToastRegion`) tell that something finished or failed
 * away from where the user looks: an item created, updated or deleted, a request that failed on the network.
 *
 * **When not to use:** A field's problem is shown on the field; a refused save with a conflict is a
 * {@link ConflictNotice}; something the user must answer is a {@link ConfirmDialog}. Never the only place of
 * an error the user must fix on the page.
 */
export function ToastRegion({ queue, labels }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={labels.region} className={region}>
      {({ toast: queued }) => (
        <AriaToast toast={queued} className={toast({ tone: queued.content.tone })}>
          <Icon name={toneIcons[queued.content.tone]} />
          <AriaToastContent className={toastText}>
            <Text slot="title" className={toastTitle}>
              {queued.content.title}
            </Text>
            {queued.content.description ? (
              <Text slot="description" className={toastDescription}>
                {queued.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={labels.close} className={iconButton({ size: 'sm' })}>
            <Icon name="close" size="sm" />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
