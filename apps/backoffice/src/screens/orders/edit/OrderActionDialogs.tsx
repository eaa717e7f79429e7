import { ApproveTimeControl, Button, Dialog, Modal, Stack, StrongConfirmDialog } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import { useOrderEditTexts } from './useOrderEditTexts';

/** What the strong confirm dialog asks. */
export interface ConfirmQuestion {
  title: string;
  message?: string;
}

/** Props of {@link OrderActionDialogs}. */
export interface OrderActionDialogsProps {
  /** The order's identifier, in the approve dialog's title. */
  identifier: string;
  approve: {
    isOpen: boolean;
    isPending: boolean;
    onClose: () => void;
    onApprove: (minutes: number) => void;
  };
  confirm: {
    /** The question while the dialog shows, else null. */
    question: ConfirmQuestion | null;
    isPending: boolean;
    onCancel: () => void;
    onConfirm: () => void;
  };
}

/**
 * The order screen's approve dialog (its preparation time) and the dialog that asks for the typed word 'confirm'
 * before an irreversible action. Both are closed when the screen shows, and their fields are React Aria's: they are
 * their own chunk, loaded once the screen is idle or when one is first opened (see orderDialogModules), so that the
 * orders table's prefetch of the order screen does not bring React Aria's field code.
 */
export function OrderActionDialogs({ identifier, approve, confirm }: OrderActionDialogsProps) {
  const { LL } = useI18n();
  const P = LL.orderPage;
  const texts = useOrderEditTexts();
  return (
    <>
      <Modal
        isOpen={approve.isOpen}
        onOpenChange={(isOpen) => (approve.isPending || isOpen ? undefined : approve.onClose())}
        size="sm"
      >
        <Dialog
          title={P.approveDialog.title({ identifier })}
          footer={
            <Button variant="secondary" isDisabled={approve.isPending} onPress={approve.onClose}>
              {P.approveDialog.close()}
            </Button>
          }
        >
          <Stack gap="300">
            <p>{P.approveDialog.description()}</p>
            <ApproveTimeControl
              labels={texts.approve}
              isPending={approve.isPending}
              onApprove={approve.onApprove}
            />
          </Stack>
        </Dialog>
      </Modal>
      <StrongConfirmDialog
        isOpen={confirm.question !== null}
        title={confirm.question?.title ?? ''}
        message={confirm.question?.message}
        labels={texts.strongConfirm}
        tone="critical"
        isPending={confirm.isPending}
        onCancel={confirm.onCancel}
        onConfirm={confirm.onConfirm}
      />
    </>
  );
}
