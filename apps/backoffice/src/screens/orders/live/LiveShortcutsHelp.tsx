import { Button, DescriptionList, Dialog, Modal } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import type { LiveShortcutAction } from './liveKeymap';
import { liveKeymap, liveShortcutActions, REOPEN_INCOMING_KEY } from './liveKeymap';

/** Props of {@link LiveShortcutsHelp}. */
export interface LiveShortcutsHelpProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const shown = (key: string): string => (key.length === 1 ? key.toUpperCase() : key);

/**
 * The help dialog of the live screen (`?`): every shortcut of `liveKeymap` with the key it is pressed with, the
 * carousel bar's reopen key, and the lists' own keys (roving focus). Generated from the keymap, so the two never
 * disagree.
 */
export function LiveShortcutsHelp({ isOpen, onOpenChange }: LiveShortcutsHelpProps) {
  const { LL } = useI18n();
  const t = LL.liveKeyboard;
  const keyOf = (action: LiveShortcutAction): string => {
    const keys = liveKeymap[action];
    if (action === 'increaseTime') return t.keys.plus();
    if (action === 'decreaseTime') return t.keys.minus();
    return keys.map(shown).join(' / ');
  };
  const items = [
    { id: 'move', term: t.moveKeys(), description: t.shortcut.move() },
    { id: 'firstLast', term: t.firstLastKeys(), description: t.shortcut.firstLast() },
    { id: 'select', term: t.selectKeys(), description: t.shortcut.select() },
    ...liveShortcutActions.map((action) => ({
      id: action,
      term: keyOf(action),
      description: t.shortcut[action](),
    })),
    { id: 'reopen', term: shown(REOPEN_INCOMING_KEY), description: t.shortcut.reopenIncoming() },
  ];
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog
        title={t.help.title()}
        footer={
          <Button variant="secondary" slot="close">
            {t.help.close()}
          </Button>
        }
      >
        <p>{t.help.intro()}</p>
        <DescriptionList items={items} labels={{ empty: '' }} />
      </Dialog>
    </Modal>
  );
}
