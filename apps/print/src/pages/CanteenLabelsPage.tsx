import type { LabelSheetLayout } from '@backoffice/domain';
import { formatDateTime, isCutoffCollected, printLabel } from '@backoffice/domain';
import { useEffect, useState } from 'react';

import { ConfirmCollected } from '../components/ConfirmCollected';
import { CutoffPicker } from '../components/CutoffPicker';
import { FailurePage } from '../components/FailurePage';
import { LabelSheet } from '../components/LabelSheet';
import { MessagePage } from '../components/MessagePage';
import { Toolbar } from '../components/Toolbar';
import { usePrintApi } from '../context';
import { defaultCutoff, rememberCutoff } from '../cutoffChoice';
import { useI18n } from '../i18n';
import * as css from '../print.css';
import { useLoad } from '../useLoad';
import { Loading } from './Loading';

/** Props of {@link CanteenLabelsPage}. */
export interface CanteenLabelsPageProps {
  canteenId: string;
  restaurantId: string;
  token: string | null;
  cutoffTime: string | null;
  layout?: LabelSheetLayout;
  now?: Date;
}

/**
 * /cloudcanteen/label/view/{canteen}/{restaurant}?token&cutoffTime: the label sheet of a canteen kitchen's
 * cutoff, one label per order, with the cutoff picker, print, the platform's label PDF and the confirmation of
 * the collected orders.
 */
export function CanteenLabelsPage(props: CanteenLabelsPageProps) {
  if (!props.token) return <FailurePage failure="missing-token" notFound="unknownCanteen" />;
  return <CanteenLabels {...props} token={props.token} />;
}

function CanteenLabels({
  canteenId,
  restaurantId,
  token,
  cutoffTime,
  layout,
  now,
}: CanteenLabelsPageProps & { token: string }) {
  const api = usePrintApi();
  const { t, locale } = useI18n();
  const canteen = useLoad(`${canteenId}|${token}`, () => api.lookupCanteen({ id: canteenId }, token));
  const info = canteen.result?.ok ? canteen.result.data : null;
  const kitchen = info?.restaurants.find((restaurant) => String(restaurant.id) === restaurantId);
  const [chosen, setChosen] = useState(cutoffTime);
  const cutoff = kitchen ? defaultCutoff(kitchen.cutoffs, chosen, now ?? new Date()) : null;
  const page = useLoad(`${restaurantId}|${cutoff ?? ''}|${kitchen ? 'yes' : 'no'}`, () =>
    kitchen && cutoff
      ? api.labelPage(canteenId, restaurantId, token, cutoff)
      : Promise.resolve({ ok: false, failure: 'not-found' }),
  );
  const title = info && kitchen ? t.labels.title(info.name, kitchen.name) : t.appTitle;
  useEffect(() => {
    document.title = `${title} | ${t.appTitle}`;
  }, [title, t]);

  if (!canteen.result) return <Loading />;
  if (!canteen.result.ok) return <FailurePage failure={canteen.result.failure} notFound="unknownCanteen" />;
  if (!info || !kitchen) return <FailurePage failure="not-found" notFound="unknownCanteen" />;
  if (!cutoff) return <MessagePage title={t.errors.noCutoffs.title} body={t.errors.noCutoffs.body} />;
  const choose = (next: string) => {
    setChosen(next);
    rememberCutoff(next);
  };
  const picker = <CutoffPicker cutoffs={kitchen.cutoffs} value={cutoff} onChange={choose} />;
  if (!page.result) return <Loading />;
  if (!page.result.ok) return <FailurePage failure={page.result.failure} notFound="unknownCanteen" />;
  const orders = page.result.data.orders;
  if (orders.length === 0)
    return (
      <MessagePage
        title={t.errors.emptyCutoff.title}
        body={t.errors.emptyCutoff.body(formatDateTime(cutoff))}
      >
        {picker}
      </MessagePage>
    );
  const labels = orders.map((order) =>
    printLabel(order, { locale, canteen: { product: t.canteenProduct, cutoffTime: cutoff } }),
  );
  return (
    <main id="main">
      <div className={css.controls}>
        <h1 className={css.heading}>{title}</h1>
        <p className={css.note}>
          {t.labels.cutoff}: {formatDateTime(cutoff)} · {t.labels.count(labels.length)}
        </p>
        {picker}
        <Toolbar
          pdfUrl={api.pdf.labels(canteenId, restaurantId, token, cutoff)}
          pdfText={t.toolbar.labelsPdf}
        />
        <ConfirmCollected
          key={cutoff}
          confirmed={isCutoffCollected(orders, cutoff)}
          actionText={t.confirm.action}
          confirmedText={t.confirm.confirmed}
          failedText={t.confirm.failed}
          onConfirm={async () => {
            const result = await api.confirmCollected({
              restaurantId,
              canteenId,
              canteenIdentifier: info.identifier,
              cutoffTime: cutoff,
              token,
            });
            if (result.ok) page.reload();
            return result.ok;
          }}
        />
      </div>
      <LabelSheet labels={labels} layout={layout} />
    </main>
  );
}
