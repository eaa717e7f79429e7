import { InvoiceFormScreen } from '../invoices/InvoiceFormScreen';
import {
  CompanyInvoicesScreen,
  InvoiceDashboardScreen,
  RestaurantInvoicesScreen,
} from '../invoices/InvoiceListScreens';
import type { ScreenMap } from '../screenTypes';

/** The screens of the invoices group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  'invoice-dashboard': InvoiceDashboardScreen,
  'invoice-create': InvoiceFormScreen,
  'invoice-create-for': InvoiceFormScreen,
  'invoice-edit': InvoiceFormScreen,
  'company-invoices': CompanyInvoicesScreen,
  'restaurant-invoices': RestaurantInvoicesScreen,
};
