import { printLabel } from '@backoffice/domain';
import { useEffect } from 'react';

import { FailurePage } from '../components/FailurePage';
import { LabelSheet } from '../components/LabelSheet';
import { Toolbar } from '../components/Toolbar';
import { usePrintApi } from '../context';
import { useI18n } from '../i18n';
import * as css from '../print.css';
import { useLoad } from '../useLoad';
import { Loading } from './Loading';

/** Props of {@link OrderLabelPage}. */
export interface OrderLabelPageProps {
  orderId: string;
  token: string | null;
}

/** /order/{id}/label?token: the printable label of a regular order, in the canteen labels' format. */
export function OrderLabelPage({ orderId, token }: OrderLabelPageProps) {
  if (!token) return <FailurePage failure="missing-token" notFound="unknownOrder" />;
  return <OrderLabel orderId={orderId} token={token} />;
}

function OrderLabel({ orderId, token }: { orderId: string; token: string }) {
  const api = usePrintApi();
  const { t, locale } = useI18n();
  const order = useLoad(`${orderId}|${token}`, () => api.order(orderId, token));
  const data = order.result?.ok ? order.result.data : null;
  const title = data ? t.orderLabel.title(data.identifier) : t.appTitle;
  useEffect(() => {
    document.title = `${title} | ${t.appTitle}`;
  }, [title, t]);
  if (!order.result) return <Loading />;
  if (!order.result.ok || !data)
    return (
      <FailurePage failure={order.result.ok ? 'not-found' : order.result.failure} notFound="unknownOrder" />
    );
  return (
    <main id="main">
      <div className={css.controls}>
        <h1 className={css.heading}>{title}</h1>
        <Toolbar pdfUrl={api.pdf.orderLabel(orderId, token)} pdfText={t.toolbar.labelPdf} />
      </div>
      <LabelSheet labels={[printLabel(data, { locale })]} />
    </main>
  );
}
