import { A4_LABEL_SHEET } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { canteenLabels, mmToPx, withPrintLocale } from '../testing/stories';
import { LabelSheet } from './LabelSheet';

const meta = {
  title: 'Print/LabelSheet',
  component: LabelSheet,
  decorators: [withPrintLocale],
  // The sheet is paper: no padding around it.
  parameters: { layout: 'fullscreen' },
  args: { labels: canteenLabels(3) },
} satisfies Meta<typeof LabelSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages of the sheet, each with its labels. */
function pagesOf(canvasElement: HTMLElement, sheetName: string) {
  const sheet = within(canvasElement).getByRole('region', { name: sheetName });
  return within(sheet)
    .getAllByRole('group')
    .map((page) => ({ page, labels: within(page).getAllByRole('article') }));
}

/** Whether every label lies wholly inside its page (a page is a sheet of paper: nothing is split across two). */
function labelsInsidePages(pages: { page: HTMLElement; labels: HTMLElement[] }[]): boolean {
  return pages.every(({ page, labels }) => {
    const paper = page.getBoundingClientRect();
    return labels.every((label) => {
      const box = label.getBoundingClientRect();
      return (
        box.top >= paper.top &&
        box.bottom <= paper.bottom &&
        box.left >= paper.left &&
        box.right <= paper.right
      );
    });
  });
}

/** One A4 page of the standard 3 × 8 sheet: one label per order, each with its identifier. */
export const OnePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const pages = pagesOf(canvasElement, 'Label sheet');
    await expect(pages.map(({ page }) => page.getAttribute('aria-label'))).toEqual(['Page 1 of 1']);
    await expect(canvas.getAllByRole('article').map((label) => label.getAttribute('aria-label'))).toEqual([
      'Label Lunchbox 100001',
      'Label Lunchbox 100002',
      'Label Lunchbox 100003',
    ]);
    const paper = pages[0]?.page.getBoundingClientRect();
    await expect([Math.round(paper?.width ?? 0), Math.round(paper?.height ?? 0)]).toEqual([
      mmToPx(210),
      mmToPx(297),
    ]);
    // The printed page is the sheet's size, with no margins (no browser header or footer).
    const rules = [...canvasElement.querySelectorAll('style')].map((style) => style.textContent);
    await expect(rules).toContain('@page { size: 210mm 297mm; margin: 0; }');
  },
};

/** 30 labels: 24 on the first page (3 across, 8 down), the other 6 on the second, none split between pages. */
export const MoreLabelsThanFitOnAPage: Story = {
  args: { labels: canteenLabels(30) },
  play: async ({ canvasElement }) => {
    const pages = pagesOf(canvasElement, 'Label sheet');
    await expect(pages.map(({ page }) => page.getAttribute('aria-label'))).toEqual([
      'Page 1 of 2',
      'Page 2 of 2',
    ]);
    await expect(pages.map(({ labels }) => labels.length)).toEqual([24, 6]);
    await expect(pages[1]?.labels[0]).toHaveAccessibleName('Label Lunchbox 100025');
    await expect(labelsInsidePages(pages)).toBe(true);
    // Three across: the first row's labels side by side, the fourth label under the first.
    const [first, second, third, fourth] = (pages[0]?.labels ?? []).map((label) =>
      label.getBoundingClientRect(),
    );
    await expect([second?.top, third?.top]).toEqual([first?.top, first?.top]);
    await expect(Math.round(fourth?.left ?? 0)).toBe(Math.round(first?.left ?? -1));
    await expect(Math.round((fourth?.top ?? 0) - (first?.top ?? 0))).toBe(mmToPx(37));
  },
};

/** The layout is one setting: here 2 × 7 labels of 99 × 38 mm, so 15 labels take 14 on one page and 1 on the next. */
export const OtherLayout: Story = {
  args: {
    labels: canteenLabels(15),
    layout: { ...A4_LABEL_SHEET, columns: 2, rows: 7, labelWidthMm: 99, labelHeightMm: 38 },
  },
  play: async ({ canvasElement }) => {
    const pages = pagesOf(canvasElement, 'Label sheet');
    await expect(pages.map(({ labels }) => labels.length)).toEqual([14, 1]);
    const box = pages[0]?.labels[0]?.getBoundingClientRect();
    await expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([
      mmToPx(99),
      mmToPx(38),
    ]);
    await expect(labelsInsidePages(pages)).toBe(true);
  },
};

/** In Hungarian: the sheet's and pages' names, and each label's. */
export const InHungarian: Story = {
  args: { labels: canteenLabels(26, 'hu') },
  parameters: { locale: 'hu' },
  play: async ({ canvas, canvasElement }) => {
    const pages = pagesOf(canvasElement, 'Címkeív');
    await expect(pages.map(({ page }) => page.getAttribute('aria-label'))).toEqual([
      '1. oldal / 2',
      '2. oldal / 2',
    ]);
    await expect(canvas.getByRole('article', { name: 'Lunchbox 100026 címkéje' })).toHaveTextContent(
      'Kovács Anna',
    );
  },
};
