import type { SummaryOrder } from '@backoffice/domain';
import { canteenSummary, formatDateTime, isCutoffCollected } from '@backoffice/domain';
import { useEffect, useState } from 'react';

import type { CanteenInfo, PrintableOrder, PrintResult } from '../api/printApi';
import { ConfirmCollected } from '../components/ConfirmCollected';
import { CutoffPicker } from '../components/CutoffPicker';
import { FailurePage } from '../components/FailurePage';
import { MessagePage } from '../components/MessagePage';
import { PrintPageRule } from '../components/PrintPageRule';
import { SummaryView } from '../components/SummaryView';
import { Toolbar } from '../components/Toolbar';
import { usePrintApi } from '../context';
import { defaultCutoff, rememberCutoff } from '../cutoffChoice';
import { useI18n } from '../i18n';
import * as css from '../print.css';
import { useLoad } from '../useLoad';
import { Loading } from './Loading';

/** Props of {@link CanteenSummaryPage}. */
export interface CanteenSummaryPageProps {
  ccIdentifier: string;
  token: string | null;
  cutoffTime: string | null;
  now?: Date;
}

/**
 * /cloudcanteen/summary/{identifier}?token&cutoffTime: the meals of a cutoff totalled per restaurant and per meal,
 * ready to print, with the PDF download and each kitchen's confirmation of its collected orders.
 */
export function CanteenSummaryPage(props: CanteenSummaryPageProps) {
  if (!props.token) return <FailurePage failure="missing-token" notFound="unknownCanteen" />;
  return <CanteenSummary {...props} token={props.token} />;
}

type KitchenOrders = { restaurantId: number; restaurantName: string; orders: PrintableOrder[] }[];

async function loadOrders(
  api: ReturnType<typeof usePrintApi>,
  info: CanteenInfo,
  token: string,
  cutoff: string,
): Promise<PrintResult<KitchenOrders>> {
  const kitchens: KitchenOrders = [];
  for (const restaurant of info.restaurants) {
    const page = await api.labelPage(String(info.id), String(restaurant.id), token, cutoff);
    if (!page.ok) return page;
    kitchens.push({ restaurantId: restaurant.id, restaurantName: restaurant.name, orders: page.data.orders });
  }
  return { ok: true, data: kitchens };
}

function CanteenSummary({
  ccIdentifier,
  token,
  cutoffTime,
  now,
}: CanteenSummaryPageProps & { token: string }) {
  const api = usePrintApi();
  const { t } = useI18n();
  // The platform's summary takes the canteen's id: the identifier of the link is resolved first.
  const canteen = useLoad(`${ccIdentifier}|${token}`, () =>
    api.lookupCanteen({ identifier: ccIdentifier }, token),
  );
  const info = canteen.result?.ok ? canteen.result.data : null;
  const [chosen, setChosen] = useState(cutoffTime);
  const cutoff = info ? defaultCutoff(info.cutoffs, chosen, now ?? new Date()) : null;
  const orders = useLoad(`${info ? String(info.id) : ''}|${cutoff ?? ''}`, () =>
    info && cutoff
      ? loadOrders(api, info, token, cutoff)
      : Promise.resolve<PrintResult<KitchenOrders>>({ ok: false, failure: 'not-found' }),
  );
  const title = info ? t.summary.title(info.name) : t.appTitle;
  useEffect(() => {
    document.title = `${title} | ${t.appTitle}`;
  }, [title, t]);

  if (!canteen.result) return <Loading />;
  if (!canteen.result.ok) return <FailurePage failure={canteen.result.failure} notFound="unknownCanteen" />;
  if (!info) return <FailurePage failure="not-found" notFound="unknownCanteen" />;
  if (!cutoff) return <MessagePage title={t.errors.noCutoffs.title} body={t.errors.noCutoffs.body} />;
  const choose = (next: string) => {
    setChosen(next);
    rememberCutoff(next);
  };
  const picker = <CutoffPicker cutoffs={info.cutoffs} value={cutoff} onChange={choose} />;
  if (!orders.result) return <Loading />;
  if (!orders.result.ok) return <FailurePage failure={orders.result.failure} notFound="unknownCanteen" />;
  const kitchens = orders.result.data.filter((kitchen) => kitchen.orders.length > 0);
  if (kitchens.length === 0)
    return (
      <MessagePage
        title={t.errors.emptyCutoff.title}
        body={t.errors.emptyCutoff.body(formatDateTime(cutoff))}
      >
        {picker}
      </MessagePage>
    );
  const summary = canteenSummary(
    kitchens.flatMap((kitchen) =>
      kitchen.orders.map((order): SummaryOrder => ({
        restaurantId: kitchen.restaurantId,
        restaurantName: kitchen.restaurantName,
        meals: order.meals,
      })),
    ),
  );
  return (
    <main id="main">
      <PrintPageRule widthMm={210} heightMm={297} />
      <div className={css.controls}>
        {picker}
        <Toolbar pdfUrl={api.pdf.summary(String(info.id), token, cutoff)} pdfText={t.toolbar.summaryPdf} />
        {kitchens.map((kitchen) => (
          <ConfirmCollected
            key={`${kitchen.restaurantId}|${cutoff}`}
            confirmed={isCutoffCollected(kitchen.orders, cutoff)}
            actionText={t.confirm.actionFor(kitchen.restaurantName)}
            confirmedText={t.confirm.confirmedFor(kitchen.restaurantName)}
            failedText={t.confirm.failed}
            onConfirm={async () => {
              const result = await api.confirmCollected({
                restaurantId: kitchen.restaurantId,
                canteenId: info.id,
                canteenIdentifier: info.identifier,
                cutoffTime: cutoff,
                token,
              });
              if (result.ok) orders.reload();
              return result.ok;
            }}
          />
        ))}
      </div>
      <article className={css.document} aria-labelledby="summary-title">
        <h1 id="summary-title" className={css.heading}>
          {title}
        </h1>
        <p>
          {t.labels.cutoff}: {formatDateTime(cutoff)}
        </p>
        <SummaryView summary={summary} />
      </article>
    </main>
  );
}
