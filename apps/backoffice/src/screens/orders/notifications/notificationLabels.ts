import type { NotificationToggleLabels } from '@backoffice/ui';

import type { TranslationFunctions } from '../../../i18n/i18n-types';

/** The kit toggle's texts from the liveOrders dictionary. */
export function toNotificationToggleLabels(LL: TranslationFunctions): NotificationToggleLabels {
  const t = LL.liveOrders.notifications;
  return {
    label: t.label(),
    on: t.on(),
    off: t.off(),
    blocked: t.blocked(),
    help: t.help(),
    helpTitle: t.helpTitle(),
    helpText: {
      chrome: t.helpText.chrome(),
      firefox: t.helpText.firefox(),
      safari: t.helpText.safari(),
      other: t.helpText.other(),
    },
    pictureAlt: {
      chrome: t.pictureAlt.chrome(),
      firefox: t.pictureAlt.firefox(),
      safari: t.pictureAlt.safari(),
    },
    close: t.close(),
  };
}
