import type { LabelSheetLayout } from '@backoffice/domain';
import { useEffect, useMemo } from 'react';
import { Route, Router, Switch, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { PrintApi } from './api/printApi';
import { createPrintApi } from './api/printApi';
import { MessagePage } from './components/MessagePage';
import { ApiContext } from './context';
import { dictionaries, I18nContext, pickLocale, useI18n } from './i18n';
import { CanteenLabelsPage } from './pages/CanteenLabelsPage';
import { CanteenSummaryPage } from './pages/CanteenSummaryPage';
import { OrderLabelPage } from './pages/OrderLabelPage';
import { decodeParams, PRINT_PATHS } from './routes';

/** Props of {@link App}. */
export interface AppProps {
  /** A fixed address to show (tests); the browser's address when absent. */
  pathname?: string;
  /** The query of the fixed address (with or without its `?`); only with `pathname`. */
  search?: string;
  cookie?: string;
  api?: PrintApi;
  /** The label sheet's layout (one setting). @default A4_LABEL_SHEET */
  layout?: LabelSheetLayout;
  /** The clock that picks the default cutoff. */
  now?: Date;
}

function NotFound() {
  const { t } = useI18n();
  return <MessagePage title={t.errors.notFound.title} body={t.errors.notFound.body} />;
}

function Pages({ layout, now }: { layout?: LabelSheetLayout; now?: Date }) {
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') || null;
  const cutoffTime = query.get('cutoffTime') || null;
  return (
    <Switch>
      <Route path={PRINT_PATHS.canteenLabels}>
        {(params) => {
          const ids = decodeParams(params.canteenId, params.restaurantId);
          if (!ids) return <NotFound />;
          const [canteenId, restaurantId] = ids;
          return (
            <CanteenLabelsPage
              canteenId={canteenId}
              restaurantId={restaurantId}
              token={token}
              cutoffTime={cutoffTime}
              layout={layout}
              now={now}
            />
          );
        }}
      </Route>
      <Route path={PRINT_PATHS.canteenSummary}>
        {(params) => {
          const ids = decodeParams(params.ccIdentifier);
          if (!ids) return <NotFound />;
          return <CanteenSummaryPage ccIdentifier={ids[0]} token={token} cutoffTime={cutoffTime} now={now} />;
        }}
      </Route>
      <Route path={PRINT_PATHS.orderLabel}>
        {(params) => {
          const ids = decodeParams(params.orderId);
          return ids ? <OrderLabelPage orderId={ids[0]} token={token} /> : <NotFound />;
        }}
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

/** The language (the `lang` query, else the locale cookie) and the calls around the pages. */
function PrintApp({ cookie, api, layout, now }: Omit<AppProps, 'pathname' | 'search'> & { cookie: string }) {
  const locale = pickLocale(useSearch(), cookie);
  const i18n = useMemo(() => ({ locale, t: dictionaries[locale] }), [locale]);
  const calls = useMemo(() => api ?? createPrintApi(), [api]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nContext.Provider value={i18n}>
      <ApiContext.Provider value={calls}>
        <Pages layout={layout} now={now} />
      </ApiContext.Provider>
    </I18nContext.Provider>
  );
}

/**
 * The print app: the printout of the address (routed by wouter), in the language of the `lang` query or the
 * locale cookie.
 */
export function App({ pathname, search = '', cookie = document.cookie, ...rest }: AppProps) {
  const fixed = useMemo(
    () =>
      pathname === undefined
        ? null
        : memoryLocation({ path: pathname, searchPath: search.replace(/^\?/u, ''), static: true }),
    [pathname, search],
  );
  const app = <PrintApp cookie={cookie} {...rest} />;
  return fixed ? <Router hook={fixed.hook}>{app}</Router> : app;
}
