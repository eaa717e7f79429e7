import { ProgressBar, Label } from 'react-aria-components';

import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog, Modal } from '../Dialog/Dialog';
import {
  failedList,
  muted,
  progressBar,
  progressFill,
  progressHeader,
  progressTrack,
} from './FilterPanel.css';
import { fieldLabel } from './DataList.css';
import type { BatchDeleteOutcome, BatchDeleteProgress, BatchItem } from './runBatchDelete';
import type { BatchDeleteState } from './useBatchDelete';
import { useBatchDelete } from './useBatchDelete';

/** Texts of {@link BatchDeleteDialog}; functions take the counts they show. */
export interface BatchDeleteDialogLabels {
  /** The confirmation's question, e.g. `(count) => \`Delete ${count} orders?\``. */
  confirmTitle: (count: number) => string;
  confirmMessage?: string;
  confirm: string;
  cancel: string;
  /** The title while deleting. */
  runningTitle: string;
  /** The progress bar's label. */
  progress: string;
  /** The progress text: deleted and selected counts and the percentage. */
  progressValue: (deleted: number, selected: number, percent: number) => string;
  /** The button that stops the batch. */
  stop: string;
  /** Shown after Stop while the delete in flight finishes. */
  stopping: string;
  finishedTitle: string;
  finishedMessage: (deleted: number) => string;
  finishedWithErrorsTitle: string;
  /** Introduces the list of items that failed. */
  finishedWithErrorsMessage: (failed: number, selected: number) => string;
  cancelledTitle: string;
  cancelledMessage: (deleted: number, selected: number) => string;
  close: string;
}

/** Props of {@link BatchDeleteDialog}. */
export interface BatchDeleteDialogProps {
  /** Whether it shows: the app opens it from its "Delete selected" action. */
  isOpen: boolean;
  /** The selected items, in the order they are deleted; the labels name failed items. */
  items: readonly BatchItem[];
  /** Deletes one item; a rejection marks it as failed and the batch goes on. */
  deleteItem: (id: string) => Promise<void>;
  /**
   * Runs once when the batch ends: the app shows the outcome's toast (spec part 2, section 8) and refetches.
   */
  onEnd?: (outcome: BatchDeleteOutcome, result: BatchDeleteProgress) => void;
  /** Runs when the user closes the dialog: cancelling the confirmation, or Close after the outcome. */
  onClose: () => void;
  /** Texts. */
  labels: BatchDeleteDialogLabels;
}

/**
 * Batch delete: confirm first (the kit's ConfirmDialog), then delete the items one by one with a progress bar
 * (deleted over selected, as a percentage) and a Stop button, and end on one of three outcomes: finished,
 * finished with errors (the failed items listed by label) or cancelled. Logic lives in {@link useBatchDelete}.
 *
 * **When to use:** Deleting the rows selected in a {@link DataList}: it confirms, deletes one by one with
 * progress and Stop, and names the items that failed.
 *
 * **When not to use:** Deleting one item is a {@link ConfirmDialog} followed by a {@link Toast}; other batch
 * actions need their own flow, since this one only deletes.
 */
export function BatchDeleteDialog({
  isOpen,
  items,
  deleteItem,
  onEnd,
  onClose,
  labels,
}: BatchDeleteDialogProps) {
  const { state, start, cancel, reset } = useBatchDelete({ deleteItem, onEnd });
  const close = () => {
    reset();
    onClose();
  };
  if (state.status === 'idle') {
    return (
      <ConfirmDialog
        isOpen={isOpen}
        tone="critical"
        title={labels.confirmTitle(items.length)}
        message={labels.confirmMessage}
        labels={{ confirm: labels.confirm, cancel: labels.cancel }}
        onConfirm={() => start(items)}
        onCancel={onClose}
      />
    );
  }
  return (
    <Modal
      isOpen
      size="sm"
      isKeyboardDismissDisabled={state.status === 'running'}
      onOpenChange={(open) => (open ? undefined : close())}
    >
      {state.status === 'running' ? (
        <Dialog
          title={labels.runningTitle}
          footer={
            <Button variant="secondary" tone="critical" onPress={cancel} isPending={state.isCancelling}>
              {labels.stop}
            </Button>
          }
        >
          <BatchProgress state={state} labels={labels} />
          {state.isCancelling ? <p className={muted}>{labels.stopping}</p> : null}
        </Dialog>
      ) : (
        <Dialog
          role="alertdialog"
          title={outcomeTitle(state.status, labels)}
          footer={<Button onPress={close}>{labels.close}</Button>}
        >
          <BatchProgress state={state} labels={labels} />
          <p className={muted}>{outcomeMessage(state, labels)}</p>
          {state.failed.length > 0 ? (
            <ul className={failedList}>
              {state.failed.map((item) => (
                <li key={item.id}>{item.label}</li>
              ))}
            </ul>
          ) : null}
        </Dialog>
      )}
    </Modal>
  );
}

function BatchProgress({ state, labels }: { state: BatchDeleteProgress; labels: BatchDeleteDialogLabels }) {
  const valueText = labels.progressValue(state.deleted.length, state.items.length, state.percent);
  return (
    <ProgressBar value={state.percent} valueLabel={valueText} className={progressBar}>
      {({ percentage }) => (
        <>
          <div className={progressHeader}>
            <Label className={fieldLabel}>{labels.progress}</Label>
            <span>{valueText}</span>
          </div>
          <div className={progressTrack}>
            <div className={progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

function outcomeTitle(outcome: BatchDeleteOutcome, labels: BatchDeleteDialogLabels): string {
  if (outcome === 'finished') return labels.finishedTitle;
  if (outcome === 'finishedWithErrors') return labels.finishedWithErrorsTitle;
  return labels.cancelledTitle;
}

function outcomeMessage(
  state: Exclude<BatchDeleteState, { status: 'idle' } | { status: 'running' }>,
  labels: BatchDeleteDialogLabels,
): string {
  const selected = state.items.length;
  if (state.status === 'finished') return labels.finishedMessage(state.deleted.length);
  if (state.status === 'finishedWithErrors')
    return labels.finishedWithErrorsMessage(state.failed.length, selected);
  return labels.cancelledMessage(state.deleted.length, selected);
}
