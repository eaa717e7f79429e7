import type { QueryParams } from '@backoffice/api';
import { downloadFile, resources, useApi, useList } from '@backoffice/api';
import type { Invoice } from '@backoffice/domain';
import { formatMoney, invoiceFileLocation } from '@backoffice/domain';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Card, DataList, DateInput, EntityPicker, Inline, Stack } from '@backoffice/ui';
import { useMemo, useState } from 'react';

import { usePlatformConfig } from '../../config/ConfigGate';
import { useOptionLabels, useOptionSearch } from '../../entities/selectOptions';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { saveDownloadedFile } from '../orders/edit/saveDownloadedFile';

const PAGE_SIZE = 50;

/** Props of {@link InvoiceList}. */
export interface InvoiceListProps {
  /** Only invoices of this type (company or restaurant). */
  type?: 'company' | 'restaurant';
  /** Only the invoices of this company (IRI): the company's own invoices page. */
  company?: string;
  /** Offer the company and restaurant filters. @default true */
  ownerFilters?: boolean;
  /** Rows open the invoice's edit screen (super admins). */
  canOpen?: boolean;
}

/**
 * A list of invoices (the billing resource) with the period filters and, where offered, the company and
 * restaurant filters; each row's files download under the server's name. The platform limits what each role
 * sees: a restaurant admin gets their restaurants' invoices, a company admin their company's.
 */
export function InvoiceList({ type, company, ownerFilters = true, canOpen = false }: InvoiceListProps) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const config = usePlatformConfig();
  const navigate = useGuardedNavigate();
  const T = LL.invoices;
  const C = LL.entities.common;
  const [page, setPage] = useState(1);
  const [companyFilter, setCompanyFilter] = useState<string | null>(null);
  const [restaurantFilter, setRestaurantFilter] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const companies = useOptionLabels('companies');
  const restaurants = useOptionLabels('restaurants');
  const searchCompanies = useOptionSearch('companies');
  const searchRestaurants = useOptionSearch('restaurants');

  const query = useMemo((): QueryParams => {
    const owner = company ?? companyFilter;
    return {
      page,
      itemsPerPage: PAGE_SIZE,
      ...(type ? { type } : {}),
      ...(owner ? { company: owner } : {}),
      ...(restaurantFilter ? { restaurant: restaurantFilter } : {}),
      ...(from ? { periodEnd: { after: from } } : {}),
      ...(to ? { periodStart: { before: to } } : {}),
    };
  }, [page, type, company, companyFilter, restaurantFilter, from, to]);
  const list = useList(resources.billing, query);

  const download = async (invoice: Invoice, file: NonNullable<Invoice['files']>[number]) => {
    const at = invoiceFileLocation(invoice);
    const title = file.title ?? file.fileName ?? String(file.id);
    if (!at || file.id === undefined) return;
    try {
      saveDownloadedFile(await downloadFile(client, at, file.id));
    } catch (error) {
      notify.requestError(`${T.list.downloadFailed({ title })} ${describeError(error, LL)}`);
    }
  };

  const ownerOf = (invoice: Invoice) =>
    invoice.company
      ? (companies.get(invoice.company) ?? invoice.company)
      : invoice.restaurant
        ? (restaurants.get(invoice.restaurant) ?? invoice.restaurant)
        : C.none();

  const columns: DataListColumn<Invoice>[] = [
    { id: 'owner', header: T.list.owner(), cell: ownerOf, isRowHeader: true },
    {
      id: 'type',
      header: T.list.type(),
      cell: (invoice) =>
        invoice.type === 'company' || invoice.type === 'restaurant'
          ? T.types[invoice.type]()
          : (invoice.type ?? ''),
    },
    {
      id: 'period',
      header: T.list.period(),
      cell: (invoice) =>
        T.list.periodText({ start: invoice.periodStart ?? '', end: invoice.periodEnd ?? '' }),
    },
    {
      id: 'amount',
      header: T.list.amount(),
      align: 'end',
      cell: (invoice) =>
        typeof invoice.amount === 'number'
          ? formatMoney(invoice.amount, config.currencyCode, config.currencyLocale)
          : C.none(),
    },
    {
      id: 'files',
      header: T.list.files(),
      cell: (invoice) =>
        (invoice.files ?? []).length === 0 ? (
          T.list.noFiles()
        ) : (
          <Inline gap="100">
            {(invoice.files ?? []).map((file) => {
              const title = file.title ?? file.fileName ?? String(file.id);
              return (
                <Button
                  key={String(file.id)}
                  variant="quiet"
                  size="sm"
                  aria-label={T.list.download({ title })}
                  onPress={() => void download(invoice, file)}
                >
                  {title}
                </Button>
              );
            })}
          </Inline>
        ),
    },
  ];

  const pickerLabels = {
    loading: C.picker.loading(),
    noResults: C.picker.noResults(),
    loadError: C.picker.loadError(),
    retry: C.picker.retry(),
    clear: C.picker.clear(),
    remove: C.picker.remove(),
  };
  const dateLabels = {
    openCalendar: C.date.openCalendar(),
    previousMonth: C.date.previousMonth(),
    nextMonth: C.date.nextMonth(),
  };
  const filtered = companyFilter !== null || restaurantFilter !== null || from !== '' || to !== '';
  const change =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="400">
      <Card title={T.filters.title()}>
        <Inline gap="300" alignItems="flex-end">
          {ownerFilters && !company && type !== 'restaurant' ? (
            <EntityPicker
              label={T.filters.company()}
              value={companyFilter}
              onChange={change((value) => setCompanyFilter(value === null ? null : String(value)))}
              loadOptions={searchCompanies}
              labels={pickerLabels}
              selectedOptions={
                companyFilter
                  ? [{ value: companyFilter, label: companies.get(companyFilter) ?? companyFilter }]
                  : []
              }
            />
          ) : null}
          {ownerFilters && type !== 'company' ? (
            <EntityPicker
              label={T.filters.restaurant()}
              value={restaurantFilter}
              onChange={change((value) => setRestaurantFilter(value === null ? null : String(value)))}
              loadOptions={searchRestaurants}
              labels={pickerLabels}
              selectedOptions={
                restaurantFilter
                  ? [
                      {
                        value: restaurantFilter,
                        label: restaurants.get(restaurantFilter) ?? restaurantFilter,
                      },
                    ]
                  : []
              }
            />
          ) : null}
          <DateInput
            label={T.filters.from()}
            value={from}
            onChange={change(setFrom)}
            labels={dateLabels}
            locale={locale}
          />
          <DateInput
            label={T.filters.to()}
            value={to}
            onChange={change(setTo)}
            labels={dateLabels}
            locale={locale}
          />
          <Button
            variant="secondary"
            isDisabled={!filtered}
            onPress={() => {
              setCompanyFilter(null);
              setRestaurantFilter(null);
              setFrom('');
              setTo('');
              setPage(1);
            }}
          >
            {T.filters.clear()}
          </Button>
        </Inline>
      </Card>
      <DataList<Invoice>
        columns={columns}
        rows={list.data?.items ?? []}
        getRowId={(invoice) => String(invoice.id)}
        total={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={PAGE_SIZE}
        isLoading={!list.data && !list.error}
        emptyMessage={T.list.empty()}
        error={
          list.error && !list.data
            ? {
                message: C.loadError({ message: describeError(list.error, LL) }),
                retryLabel: LL.common.retry(),
                onRetry: () => void list.mutate(),
              }
            : null
        }
        labels={toDataListLabels(C, T.list.table())}
        {...(canOpen ? { onRowOpen: (invoice: Invoice) => navigate(`/invoices/${String(invoice.id)}`) } : {})}
      />
    </Stack>
  );
}
