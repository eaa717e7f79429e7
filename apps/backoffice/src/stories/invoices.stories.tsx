import type { Meta } from '@storybook/react-vite';

import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { dataListStories } from './dataListStories';
import { pageLoadFailed, pageLoading, pathOf } from './entityFormStories';
import { heading, screenMeta, screenStories, startingWith } from './screenStories';
import { prefixed } from './storyGroups';
import type { DataListScreen } from './dataListStories';

/**
 * The invoices: the dashboard (the super admin's, and the billing role's), an invoice's form and the new invoice's
 * (also prefilled for a company, from /invoices/create/{itemType}/{itemId}), a company's invoices (as its company
 * admin) and the restaurant admin's own.
 */
const meta = { title: 'Screens/Invoices/Screens', ...screenMeta } satisfies Meta;

export default meta;

/** What the invoice lists share: the billing records, their empty text and their load error. */
const invoiceList = {
  data: ['/billing'],
  collections: ['billing'],
  emptyText: (LL) => LL.invoices.list.empty(),
  errorText: (LL) => startingWith(LL.entities.common.loadError({ message: '' })),
} satisfies Partial<DataListScreen>;

const invoiceEdit = routeNamed('invoice-edit');
const invoiceCreate = routeNamed('invoice-create');
const invoiceCreateFor = routeNamed('invoice-create-for');

const stories = {
  ...prefixed(
    'Invoice',
    screenStories({
      path: (sandbox) => `/invoices/${String(sandbox.store.list('billing')[0]?.id)}`,
      role: 'admin',
      data: ['/billing'],
      states: {
        populated: async (check) => {
          const [invoice] = check.sandbox.store.list('billing');
          await heading(check, `${check.LL.invoices.form.name()} #${String(invoice?.id)}`);
          await expect(
            await check.screen.findByRole('heading', { name: check.LL.invoices.form.sections.files() }),
          ).toBeVisible();
        },
        loading: (check) => pageLoading(check, invoiceEdit.title(check.LL)),
        error: (check) => pageLoadFailed(check, invoiceEdit.title(check.LL)),
      },
    }),
  ),
  ...prefixed(
    'NewInvoice',
    screenStories({
      path: invoiceCreate.path,
      role: 'admin',
      data: ['/billing'],
      states: {
        empty: (check) => heading(check, check.LL.invoices.dashboard.create()),
      },
    }),
  ),
  // The new invoice for the seed's first company: the owner fields come filled in with it.
  ...prefixed(
    'NewInvoiceFor',
    screenStories({
      path: pathOf(invoiceCreateFor.path, { itemType: 'company', itemId: 1 }),
      role: 'admin',
      data: ['/billing'],
      states: {
        empty: async (check) => {
          await heading(check, check.LL.invoices.dashboard.create());
          await expect(await check.screen.findByDisplayValue('Acme Kft.')).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'Dashboard',
    dataListStories({ ...invoiceList, route: 'invoice-dashboard', role: 'admin', row: () => 'Acme Kft.' }),
  ),
  // The billing role reads every invoice and downloads its files: it neither creates invoices nor opens them.
  // Its list's other states are the super admin's above. The sandbox's select options list no company and no
  // restaurant to this role, so the owner column shows their addresses: a row is found by its file.
  ...prefixed(
    'BillingDashboard',
    dataListStories({
      ...invoiceList,
      route: 'invoice-dashboard',
      role: 'billing',
      row: () => 'Invoice 2024-12',
      states: ['populated'],
      populated: async ({ screen, LL }) => {
        await expect(screen.queryByRole('button', { name: LL.invoices.dashboard.create() })).toBeNull();
      },
    }),
  ),
  ...prefixed(
    'Company',
    dataListStories({
      ...invoiceList,
      route: 'company-invoices',
      role: 'company',
      params: () => ({ companyId: 1 }),
      row: () => 'Acme Kft.',
    }),
  ),
  ...prefixed(
    'Restaurant',
    dataListStories({
      ...invoiceList,
      route: 'restaurant-invoices',
      role: 'restaurant',
      row: () => 'Pasta Palace',
      // Without the day's orders the incoming-order dialog, a subject of its own, stays closed over the list.
      setup: {
        orderCount: 0,
        localStorage: { 'backoffice.notifications.notManagingOrders': '1' },
      },
    }),
  ),
};

export const InvoicePopulatedEn = stories.InvoicePopulatedEn;
export const InvoicePopulatedHu = stories.InvoicePopulatedHu;
export const InvoiceLoadingEn = stories.InvoiceLoadingEn;
export const InvoiceLoadingHu = stories.InvoiceLoadingHu;
export const InvoiceErrorEn = stories.InvoiceErrorEn;
export const InvoiceErrorHu = stories.InvoiceErrorHu;
export const NewInvoiceEmptyEn = stories.NewInvoiceEmptyEn;
export const NewInvoiceEmptyHu = stories.NewInvoiceEmptyHu;
export const NewInvoiceForEmptyEn = stories.NewInvoiceForEmptyEn;
export const NewInvoiceForEmptyHu = stories.NewInvoiceForEmptyHu;
export const DashboardPopulatedEn = stories.DashboardPopulatedEn;
export const DashboardPopulatedHu = stories.DashboardPopulatedHu;
export const DashboardEmptyEn = stories.DashboardEmptyEn;
export const DashboardEmptyHu = stories.DashboardEmptyHu;
export const DashboardLoadingEn = stories.DashboardLoadingEn;
export const DashboardLoadingHu = stories.DashboardLoadingHu;
export const DashboardErrorEn = stories.DashboardErrorEn;
export const DashboardErrorHu = stories.DashboardErrorHu;
export const BillingDashboardPopulatedEn = stories.BillingDashboardPopulatedEn;
export const BillingDashboardPopulatedHu = stories.BillingDashboardPopulatedHu;
export const CompanyPopulatedEn = stories.CompanyPopulatedEn;
export const CompanyPopulatedHu = stories.CompanyPopulatedHu;
export const CompanyEmptyEn = stories.CompanyEmptyEn;
export const CompanyEmptyHu = stories.CompanyEmptyHu;
export const CompanyLoadingEn = stories.CompanyLoadingEn;
export const CompanyLoadingHu = stories.CompanyLoadingHu;
export const CompanyErrorEn = stories.CompanyErrorEn;
export const CompanyErrorHu = stories.CompanyErrorHu;
export const RestaurantPopulatedEn = stories.RestaurantPopulatedEn;
export const RestaurantPopulatedHu = stories.RestaurantPopulatedHu;
export const RestaurantEmptyEn = stories.RestaurantEmptyEn;
export const RestaurantEmptyHu = stories.RestaurantEmptyHu;
export const RestaurantLoadingEn = stories.RestaurantLoadingEn;
export const RestaurantLoadingHu = stories.RestaurantLoadingHu;
export const RestaurantErrorEn = stories.RestaurantErrorEn;
export const RestaurantErrorHu = stories.RestaurantErrorHu;
