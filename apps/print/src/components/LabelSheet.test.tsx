import type { PrintLabel } from '@backoffice/domain';
import { A4_LABEL_SHEET, printLabel } from '@backoffice/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { dictionaries, I18nContext } from '../i18n';
import { expectNoAxeViolations } from '../testing/axe';
import { canteenOrder, CUTOFF_1 } from '../testing/fakeApi';
import { LabelCard } from './LabelCard';
import { LabelSheet } from './LabelSheet';

const labelsOf = (count: number, locale: 'en' | 'hu' = 'en'): PrintLabel[] =>
  Array.from({ length: count }, (_, index) =>
    printLabel(canteenOrder(100001 + index, 4, [CUTOFF_1]), {
      locale,
      canteen: { product: 'Lunchbox ', cutoffTime: CUTOFF_1 },
    }),
  );

function renderIn(locale: 'en' | 'hu', ui: React.ReactNode) {
  return render(
    <I18nContext.Provider value={{ locale, t: dictionaries[locale] }}>{ui}</I18nContext.Provider>,
  );
}

describe('LabelCard', () => {
  it('shows the canteen order identifier, the person, the meals with options and codes, and the cutoff', () => {
    const [label] = labelsOf(2).slice(1);
    if (!label) throw new Error('two labels');
    renderIn('en', <LabelCard label={label} widthMm={70} heightMm={37} />);
    const card = screen.getByRole('article', { name: 'Label Lunchbox 100002' });
    expect(card).toHaveTextContent('Lunchbox 100002');
    expect(card).toHaveTextContent('Anna Kovács');
    expect(card).toHaveTextContent('2 × Goulash, + Bread [GF]');
    expect(card).toHaveTextContent('1 × Strudel');
    expect(card).toHaveTextContent('Cutoff: 2024-05-01 10:00');
    expect(card).toHaveStyle({ width: '70mm', height: '37mm' });
  });

  it('writes the name last name first and the texts in Hungarian', () => {
    const label = labelsOf(2, 'hu')[1];
    if (!label) throw new Error('two labels');
    renderIn('hu', <LabelCard label={label} widthMm={70} heightMm={37} />);
    const card = screen.getByRole('article', { name: 'Lunchbox 100002 címkéje' });
    expect(card).toHaveTextContent('Kovács Anna');
    expect(card).toHaveTextContent('Rendelési határidő: 2024-05-01 10:00');
  });
});

describe('LabelSheet', () => {
  it('puts 24 labels on each A4 page by default, the rest on the next page', async () => {
    renderIn('en', <LabelSheet labels={labelsOf(30)} />);
    const sheet = screen.getByRole('region', { name: 'Label sheet' });
    const pages = within(sheet).getAllByRole('group');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(within(pages[0] as HTMLElement).getAllByRole('article')).toHaveLength(24);
    expect(within(pages[1] as HTMLElement).getAllByRole('article')).toHaveLength(6);
    expect(pages[0]).toHaveStyle({ width: '210mm', height: '297mm' });
    expect(document.querySelector('style')?.textContent).toContain('@page { size: 210mm 297mm; margin: 0; }');
    await expectNoAxeViolations(sheet);
  });

  it('follows the layout setting', () => {
    renderIn(
      'en',
      <LabelSheet
        labels={labelsOf(15)}
        layout={{ ...A4_LABEL_SHEET, columns: 2, rows: 7, labelWidthMm: 99, labelHeightMm: 38 }}
      />,
    );
    const pages = screen.getAllByRole('group');
    expect(pages).toHaveLength(2);
    expect(within(pages[0] as HTMLElement).getAllByRole('article')).toHaveLength(14);
    expect(within(pages[0] as HTMLElement).getAllByRole('article')[0]).toHaveStyle({
      width: '99mm',
      height: '38mm',
    });
  });
});
