import type { NotificationInputs } from '@backoffice/domain';
import { notificationState } from '@backoffice/domain';
import type { Ref } from 'react';
import { DialogTrigger, Switch } from 'react-aria-components';

import { Button } from '../../Button/Button';
import { WithAriaButtons } from '../../Button/WithAriaButtons';
import { Dialog, Modal } from '../../Dialog/Dialog';
import { Icon } from '../../Icon/Icon';
import type { HelpPictureBrowser } from './BrowserHelpPicture';
import { BrowserHelpPicture, helpPictureBrowsers } from './BrowserHelpPicture';
import * as styles from './NotificationToggle.css';

/** The browsers the app tells apart; `other` gets help text without a picture. */
export const notificationBrowsers = [...helpPictureBrowsers, 'other'] as const;

/** One of {@link notificationBrowsers}. */
export type NotificationBrowser = (typeof notificationBrowsers)[number];

/** The texts of {@link NotificationToggle}. */
export interface NotificationToggleLabels {
  /** The switch's label, e.g. 'Order notifications'. */
  label: string;
  /** The state in words beside the switch. */
  on: string;
  off: string;
  /** The notice in the blocked state, e.g. 'Notifications are blocked in this browser'. */
  blocked: string;
  /** The button that opens the help, e.g. 'How to allow them'. */
  help: string;
  /** The help dialog's title. */
  helpTitle: string;
  /** The help text for each browser (for `other`, general advice). */
  helpText: Record<NotificationBrowser, string>;
  /** What each help picture shows, for screen readers. */
  pictureAlt: Record<HelpPictureBrowser, string>;
  /** The help dialog's close button. */
  close: string;
}

/** Props of {@link NotificationToggle}. */
export interface NotificationToggleProps {
  /** Registration, the user's off switch and the browser permission; the domain's `notificationState` decides. */
  status: NotificationInputs;
  /** The browser (detected by the app): picks the help picture. */
  browser: NotificationBrowser;
  /** Runs with the wanted state when the user flips the switch. */
  onChange: (isOn: boolean) => void;
  /** The texts. */
  labels: NotificationToggleLabels;
  /** Registering or unregistering is under way: the switch is locked. */
  isPending?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The push-notification switch: on, off, or blocked when the browser denies permission. Blocked disables the
 * switch and offers help: a dialog with the browser's help text and, for Chrome, Firefox and Safari, a picture
 * of where the site-permission control sits in the address bar (other browsers: text only). The state is always
 * written out beside the switch. States: `data-state` (`on`, `off`, `blocked`) on the root; `data-selected`,
 * `data-disabled`, `data-focus-visible` on the switch.
 *
 * **When to use:** Turning the browser's push notifications for new orders on or off, where the browser may
 * block them.
 *
 * **When not to use:** An on/off value of a form is a `Switch` (or `SwitchField`); this one acts at once and
 * knows the browser's permission states.
 */
export function NotificationToggle({
  status,
  browser,
  onChange,
  labels,
  isPending = false,
  ref,
}: NotificationToggleProps) {
  const state = notificationState(status);
  const isBlocked = state === 'blocked';
  return (
    <div ref={ref} className={styles.root} data-state={state}>
      <div className={styles.row}>
        <Switch
          className={styles.toggle}
          isSelected={state === 'on'}
          onChange={onChange}
          isDisabled={isBlocked || isPending}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {labels.label}
        </Switch>
        {isBlocked ? null : <span className={styles.state}>{state === 'on' ? labels.on : labels.off}</span>}
      </div>
      {isBlocked ? (
        <div className={styles.row}>
          <p className={styles.blocked}>
            <Icon name="alert" size="sm" />
            {labels.blocked}
          </p>
          <DialogTrigger>
            <WithAriaButtons>
              <Button variant="secondary" size="sm">
                {labels.help}
              </Button>
            </WithAriaButtons>
            <Modal size="sm" isDismissable>
              <Dialog title={labels.helpTitle} footer={<Button slot="close">{labels.close}</Button>}>
                <p className={styles.helpText}>{labels.helpText[browser]}</p>
                {browser === 'other' ? null : (
                  <BrowserHelpPicture browser={browser} alt={labels.pictureAlt[browser]} />
                )}
              </Dialog>
            </Modal>
          </DialogTrigger>
        </div>
      ) : null}
    </div>
  );
}
