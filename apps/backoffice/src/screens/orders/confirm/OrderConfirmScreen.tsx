import { approvePublicOrder, getPublicOrder, NotFoundError } from '@backoffice/api';
import { formatDateTime } from '@backoffice/domain';
import { ApproveTimeControl, OrderLineItems, PageTitle, Spinner, Stack } from '@backoffice/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useSearch } from 'wouter';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useI18n } from '../../../i18n/I18nProvider';
import { useServices } from '../../../shell/services';
import type { ScreenProps } from '../../screenTypes';
import { useOrderEditTexts } from '../edit/useOrderEditTexts';

/**
 * /order-confirm/{id}?token=…: the public page where a restaurant confirms an order from its link, without a
 * login. It reads the order with the link's token and approves it with the chosen preparation time.
 */
export function OrderConfirmScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { LL } = useI18n();
  const t = LL.orderEdit.publicConfirm;
  const { client } = useServices();
  const handleError = useErrorHandler();
  const texts = useOrderEditTexts();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'approved' | 'alreadyApproved' | null>(null);
  const order = useSWR(
    id && token ? ['public-order', id, token] : null,
    () => getPublicOrder(client, id, { token }),
    // A link the platform does not know (404) is this page's own message below (error catalogue: a 404 on a
    // public page).
    { shouldRetryOnError: false, onError: (error: unknown) => handleError(error, 'load') },
  );

  const heading = t.title({ identifier: order.data?.identifier ?? id });
  // The one already-approved warning of every screen (error catalogue: titled attention, orders.already_approved).
  const alreadyApproved = (
    <p role="status">
      <strong>{LL.notifications.warning()}</strong> {LL.orders.already_approved()}
    </p>
  );
  let body;
  if (!token) body = <p role="alert">{t.missingToken()}</p>;
  else if (order.error) {
    body =
      order.error instanceof NotFoundError ? (
        <p role="alert">{t.notFound()}</p>
      ) : (
        <p role="alert">{LL.orderEdit.loadFailed()}</p>
      );
  } else if (!order.data) body = <Spinner label={LL.common.loading()} />;
  else {
    const data = order.data;
    const approvable = data.status === 'new';
    body = (
      <Stack gap="300">
        <p>
          {t.deliveryTime()}:{' '}
          {data.requiredDeliveryTime ? formatDateTime(data.requiredDeliveryTime) : LL.orderEdit.none()}
        </p>
        <OrderLineItems meals={data.meals} currency={data} comment={data.comment} labels={texts.lines} />
        {outcome ? (
          outcome === 'approved' ? (
            <p role="status">{t.approved()}</p>
          ) : (
            alreadyApproved
          )
        ) : approvable ? (
          <>
            <p>{t.intro()}</p>
            <ApproveTimeControl
              labels={texts.approve}
              isPending={pending}
              onApprove={(minutes) => {
                setPending(true);
                approvePublicOrder(client, id, { token, preparationTime: minutes }).then(
                  (answer) => {
                    setPending(false);
                    setOutcome(answer.already_approved ? 'alreadyApproved' : 'approved');
                    void order.mutate();
                  },
                  (error: unknown) => {
                    setPending(false);
                    handleError(error, 'request');
                  },
                );
              }}
            />
          </>
        ) : data.status === 'approved' ? (
          alreadyApproved
        ) : (
          <p role="status">{t.notApprovable()}</p>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="400" padding="400">
      <PageTitle appTitle={LL.app.title()}>{heading}</PageTitle>
      {body}
    </Stack>
  );
}
