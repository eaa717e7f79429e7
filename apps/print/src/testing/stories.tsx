import type { CanteenSummary, Locale, PrintLabel } from '@backoffice/domain';
import { canteenSummary, printLabel } from '@backoffice/domain';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';

import { dictionaries, I18nContext } from '../i18n';
import * as css from '../print.css';
import { canteenOrder, CUTOFF_1, CUTOFF_2, fakeData } from './fakeApi';

/** The language of a story: `parameters: { locale: 'hu' }`, else English. */
export interface PrintStoryParameters {
  locale?: Locale;
}

function PrintLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: dictionaries[locale] }), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Gives the story the print app's texts in the story's language, and the page that language (as the app does). */
export const withPrintLocale: Decorator = (Story, { parameters }) => (
  <PrintLocale locale={(parameters as PrintStoryParameters).locale === 'hu' ? 'hu' : 'en'}>
    <Story />
  </PrintLocale>
);

/** Puts the story on a sheet of paper, as the summary page does. */
export const onPaper: Decorator = (Story) => (
  <div className={css.document}>
    <Story />
  </div>
);

/** The canteen labels of `count` orders of the fixtures' kitchen for the first cutoff (ids from 100001). */
export function canteenLabels(count: number, locale: Locale = 'en'): PrintLabel[] {
  return Array.from({ length: count }, (_, index) =>
    printLabel(canteenOrder(100001 + index, 4, [CUTOFF_1]), {
      locale,
      canteen: { product: dictionaries[locale].canteenProduct, cutoffTime: CUTOFF_1 },
    }),
  );
}

/** A regular order's label (no cutoff), for order 100001 of the fixtures, whose person is the delivery name. */
export function orderLabel(locale: Locale = 'en'): PrintLabel {
  return printLabel(canteenOrder(100001, 4, []), { locale });
}

/**
 * The summary of the fixtures' second cutoff: three orders of Canteen Kitchen and one of Pasta Palace, each with
 * two Goulash and one Strudel or Lasagne.
 */
export function twoKitchenSummary(): CanteenSummary {
  return canteenSummary(
    fakeData(3).orders.filter((order) => order.canteenRules.some((rule) => rule.cutoffTime === CUTOFF_2)),
  );
}

/** The summary of one kitchen's two orders. */
export function oneKitchenSummary(): CanteenSummary {
  return canteenSummary([canteenOrder(100001, 4, [CUTOFF_1]), canteenOrder(100002, 4, [CUTOFF_1])]);
}

/** Millimetres in CSS pixels (96 px to the inch), rounded to whole pixels. */
export const mmToPx = (mm: number): number => Math.round((mm * 96) / 25.4);
