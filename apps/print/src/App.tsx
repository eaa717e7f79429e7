import type { LabelSheetLayout } from '@backoffice/domain';
import { useEffect, useMemo } from 'react';

import type { PrintApi } from './api/printApi';
import { createPrintApi } from './api/printApi';
import { MessagePage } from './components/MessagePage';
import { ApiContext } from './context';
import { dictionaries, I18nContext, pickLocale, useI18n } from './i18n';
import { CanteenLabelsPage } from './pages/CanteenLabelsPage';
import { CanteenSummaryPage } from './pages/CanteenSummaryPage';
import { OrderLabelPage } from './pages/OrderLabelPage';
import { matchPrintRoute } from './routes';

/** Props of {@link App}; the page's address by default. */
export interface AppProps {
  pathname?: string;
  search?: string;
  cookie?: string;
  api?: PrintApi;
  /** The label sheet's layout (one setting). @default A4_LABEL_SHEET */
  layout?: LabelSheetLayout;
  /** The clock that picks the default cutoff. */
  now?: Date;
}

function Page({
  pathname,
  search,
  layout,
  now,
}: {
  pathname: string;
  search: string;
  layout?: LabelSheetLayout;
  now?: Date;
}) {
  const { t } = useI18n();
  const route = matchPrintRoute(pathname);
  const query = new URLSearchParams(search);
  const token = query.get('token') || null;
  const cutoffTime = query.get('cutoffTime') || null;
  switch (route.name) {
    case 'canteen-labels':
      return <CanteenLabelsPage {...route} token={token} cutoffTime={cutoffTime} layout={layout} now={now} />;
    case 'canteen-summary':
      return (
        <CanteenSummaryPage
          ccIdentifier={route.ccIdentifier}
          token={token}
          cutoffTime={cutoffTime}
          now={now}
        />
      );
    case 'order-label':
      return <OrderLabelPage orderId={route.orderId} token={token} />;
    default:
      return <MessagePage title={t.errors.notFound.title} body={t.errors.notFound.body} />;
  }
}

/** The print app: the printout of the address, in the language of the `lang` query or the locale cookie. */
export function App({
  pathname = window.location.pathname,
  search = window.location.search,
  cookie = document.cookie,
  api,
  layout,
  now,
}: AppProps) {
  const locale = pickLocale(search, cookie);
  const i18n = useMemo(() => ({ locale, t: dictionaries[locale] }), [locale]);
  const calls = useMemo(() => api ?? createPrintApi(), [api]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nContext.Provider value={i18n}>
      <ApiContext.Provider value={calls}>
        <Page pathname={pathname} search={search} layout={layout} now={now} />
      </ApiContext.Provider>
    </I18nContext.Provider>
  );
}
