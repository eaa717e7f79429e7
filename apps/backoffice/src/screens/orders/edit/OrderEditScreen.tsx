import {
  approveOrder,
  cancelDeliverectOrder,
  clearDeliveryWarnings,
  downloadMealInfoList,
  refundOrder,
  reOrder,
  resendOrderEmail,
  resources,
  sendOutOrder,
  updateOrderCostCodes,
  updateProofOfDelivery,
  useItem,
  useOrder,
} from '@backoffice/api';
import type { Company, ExpenseCodeConfig, ExpenseCodeEntry, Order } from '@backoffice/domain';
import { canApprove, canCancel, canEditExpenseCodes, guardRoute, isSuperAdmin } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import { Button, Page, PageTitle, showToast, Spinner, Stack } from '@backoffice/ui';
import { useCallback } from 'react';

import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { pathFor } from '../../../routing/pathFor';
import { routeNamed } from '../../../routing/routes';
import { useClaims } from '../../../session/SessionProvider';
import { useServices } from '../../../shell/services';
import type { ScreenProps } from '../../screenTypes';
import { OrderDetails } from './OrderDetails';
import { OrderTitleMetadata } from './OrderTitleMetadata';
import { saveDownloadedFile } from './saveDownloadedFile';
import type { CancelFlow } from './useCancelFlow';
import { useCancelFlow } from './useCancelFlow';
import type { OrderEditActions } from './useOrderEditActions';
import { useOrderEditActions } from './useOrderEditActions';
import { useOrderLineLabels } from './useOrderLineLabels';
import type { Confirmable } from './useOrderPageActions';
import { useOrderPageActions } from './useOrderPageActions';

/**
 * /orders/{id}: the whole order and every admin action on it (issue #7), laid out for reading at a glance (issue
 * #21): the statuses beside the title, Approve and Cancel as the visible actions and the rest under "More
 * actions", the facts as cards in two columns.
 */
export function OrderEditScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const { client } = useServices();
  const roles = useClaims()?.roles ?? [];
  const superAdmin = isSuperAdmin(roles);
  // The e-mail preview link shows only to those the route table lets open it (super admins).
  const mayPreviewEmail =
    guardRoute(routeNamed('order-preview-email').access, { roles }, '/').kind === 'allow';
  const order = useOrder(id);
  const data = order.data;
  const companyId = refId(data?.company);
  // The service fee needs the order's company: super admins and company admins alike read it (a company admin may
  // read their own company, the only one whose orders they see).
  const company = useItem(resources.companies, companyId);
  const allowance = useItem(resources.companyAllowances, data?.selectedExpenseRuleId ?? null);
  const canteen = useItem(
    resources.cloudCanteens,
    data && (data.selectedExpenseRuleId ?? null) === null ? (data.cloudcanteen?.id ?? null) : null,
  );
  const { mutate } = order;
  const refresh = useCallback(() => void mutate(), [mutate]);
  const actions = useOrderEditActions(refresh);
  const cancel = useCancelFlow(data, actions, client, t.notices.cancelled());

  if (!data) {
    if (order.error) {
      return (
        <Stack gap="300" alignItems="flex-start">
          <PageTitle appTitle={LL.app.title()}>{LL.screens.orderEdit()}</PageTitle>
          <p role="alert">{t.loadFailed()}</p>
          <Button onPress={refresh}>{LL.common.retry()}</Button>
        </Stack>
      );
    }
    return <Spinner label={LL.common.loading()} />;
  }

  return (
    <OrderEditPage
      order={data}
      company={company.data ?? null}
      costCodeConfig={allowance.data ?? canteen.data ?? null}
      isSuperAdmin={superAdmin}
      isCostCodeEditable={canEditExpenseCodes(roles)}
      previewHref={mayPreviewEmail ? pathFor('order-preview-email', { id: data.id }) : null}
      actions={actions}
      cancel={cancel}
      refresh={refresh}
    />
  );
}

interface OrderEditPageProps {
  order: Order;
  company: Company | null;
  costCodeConfig: ExpenseCodeConfig | null;
  isSuperAdmin: boolean;
  isCostCodeEditable: boolean;
  previewHref: string | null;
  actions: OrderEditActions;
  cancel: CancelFlow;
  refresh: () => void;
}

/** The loaded order: the kit's Page with the statuses and actions in its title row, then the order's cards. */
function OrderEditPage({
  order: data,
  company,
  costCodeConfig,
  isSuperAdmin: superAdmin,
  isCostCodeEditable,
  previewHref,
  actions,
  cancel,
  refresh,
}: OrderEditPageProps) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const { client } = useServices();
  const notify = useNotify();
  const lineLabels = useOrderLineLabels();
  const orderId = data.id;
  const confirmed: Record<Confirmable, () => Promise<boolean>> = {
    sendOut: () =>
      actions.run(
        () => sendOutOrder(client, orderId, sendOutProduct(data)),
        t.notices.sentOut(),
        t.notices.sendOutError(),
      ),
    clearWarnings: () =>
      actions.run(() => clearDeliveryWarnings(client, orderId), t.notices.warningsCleared()),
    resendEmail: () => actions.run(() => resendOrderEmail(client, orderId), t.notices.emailResent()),
    proofOfDelivery: () =>
      actions.run(() => updateProofOfDelivery(client, orderId), t.notices.proofUpdated()),
    deliverectCancel: () =>
      actions.run(() => cancelDeliverectOrder(client, orderId), t.notices.deliverectCancelled()),
  };

  const approve = async (minutes: number) => {
    let already = false;
    await actions.run(async () => {
      already = (await approveOrder(client, orderId, { preparationTime: minutes })).alreadyApproved;
    }, null);
    if (already) {
      showToast(notify.queue, {
        title: LL.notifications.warning(),
        description: LL.orders.already_approved(),
        tone: 'warning',
      });
    } else {
      showToast(notify.queue, { title: t.notices.approved(), tone: 'success' });
    }
    refresh();
  };

  const saveCostCodes = async (entries: ExpenseCodeEntry[]): Promise<SubmitOutcome> => {
    const outcome = await actions.submit(
      () => updateOrderCostCodes(client, orderId, { costCode: entries }),
      t.notices.costCodesSaved(),
    );
    // The platform names the rows `costCode.i…`; the dialog's fields are `expenseCode.i…`.
    return outcome
      ? {
          violations: outcome.violations.map((violation) => ({
            ...violation,
            propertyPath: violation.propertyPath.replace(/^costCode/, 'expenseCode'),
          })),
        }
      : undefined;
  };

  const page = useOrderPageActions({
    order: data,
    isSuperAdmin: superAdmin,
    canApprove: superAdmin && canApprove(data),
    canCancel: superAdmin && canCancel(data),
    isCostCodeEditable,
    costCodeConfig,
    cancel,
    previewHref,
    onApprove: approve,
    onRefund: (refund) => actions.submit(() => refundOrder(client, orderId, refund), t.notices.refunded()),
    onReOrder: (reason) =>
      actions.submit(
        () => reOrder(client, orderId, reason),
        (copy) => t.notices.reOrdered({ identifier: copy.identifier }),
      ),
    onConfirmed: (action) => confirmed[action](),
    onDownloadMealInfo: () =>
      actions.run(async () => saveDownloadedFile(await downloadMealInfoList(client, orderId)), null),
    onSaveCostCodes: saveCostCodes,
    onFormError: actions.formError,
  });

  return (
    <Page
      title={t.heading({ identifier: data.identifier })}
      appTitle={LL.app.title()}
      titleMetadata={<OrderTitleMetadata order={data} />}
      {...(page.primaryAction ? { primaryAction: page.primaryAction } : {})}
      secondaryActions={page.secondaryActions}
      maxVisibleSecondaryActions={page.maxVisibleSecondaryActions}
      labels={{ moreActions: LL.orderPage.moreActions() }}
    >
      <OrderDetails order={data} company={company} lineLabels={lineLabels} />
      {page.dialogs}
    </Page>
  );
}

function refId(value: Order['company']): string | number | null {
  return typeof value === 'object' && value !== null ? value.id : null;
}

/** The product a delivery is sent out with: the job's active, else primary, delivery method. */
function sendOutProduct(order: Order): string {
  const job = order.deliveryJob;
  return (
    job?.activeDeliveryMethod ?? job?.primaryDeliveryMethod ?? job?.primaryMethod ?? job?.deliveryMethod ?? ''
  );
}
