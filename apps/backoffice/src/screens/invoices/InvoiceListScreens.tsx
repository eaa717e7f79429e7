import { isSuperAdmin } from '@backoffice/domain';
import { Tab, TabList, TabPanel, Tabs } from '@backoffice/ui';
import { useState } from 'react';

import { EntityPage } from '../../entities/EntityPage';
import { useI18n } from '../../i18n/I18nProvider';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenProps } from '../screenTypes';
import { InvoiceList } from './InvoiceList';

type View = 'all' | 'company' | 'restaurant';

/**
 * The invoices dashboard (`/invoices`, super admins and the billing-access role): every invoice, or those of
 * companies or of restaurants, filtered by company, restaurant and period, with their files to download. A super
 * admin opens an invoice from its row and creates new ones.
 */
export function InvoiceDashboardScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const claims = useClaims();
  const admin = isSuperAdmin(claims?.roles ?? []);
  const [view, setView] = useState<View>('all');
  const D = LL.invoices.dashboard;
  const views: Array<[View, string]> = [
    ['all', D.all()],
    ['company', D.byCompany()],
    ['restaurant', D.byRestaurant()],
  ];
  return (
    <EntityPage
      title={route.title(LL)}
      {...(admin ? { primaryAction: { label: D.create(), href: '/invoices/create' } } : {})}
    >
      <Tabs selectedKey={view} onSelectionChange={(key) => setView(String(key) as View)}>
        <TabList aria-label={D.views()}>
          {views.map(([id, label]) => (
            <Tab key={id} id={id}>
              {label}
            </Tab>
          ))}
        </TabList>
        {views.map(([id]) => (
          <TabPanel key={id} id={id}>
            <InvoiceList {...(id === 'all' ? {} : { type: id })} canOpen={admin} />
          </TabPanel>
        ))}
      </Tabs>
    </EntityPage>
  );
}

/** A company's invoices (`/companies/{companyId}/invoices`, the company's admins and super admins). */
export function CompanyInvoicesScreen({ route, params }: ScreenProps) {
  const { LL } = useI18n();
  const claims = useClaims();
  const admin = isSuperAdmin(claims?.roles ?? []);
  const companyId = params.companyId ?? '';
  return (
    <EntityPage
      title={route.title(LL)}
      {...(admin
        ? {
            primaryAction: {
              label: LL.invoices.dashboard.create(),
              href: `/invoices/create/company/${companyId}`,
            },
          }
        : {})}
    >
      <InvoiceList company={`/api/v1/companies/${companyId}`} ownerFilters={false} canOpen={admin} />
    </EntityPage>
  );
}

/** The restaurant admin's invoices (`/restaurant-invoices`): their restaurants' invoices and files. */
export function RestaurantInvoicesScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  return (
    <EntityPage title={route.title(LL)}>
      <InvoiceList type="restaurant" ownerFilters={false} />
    </EntityPage>
  );
}
