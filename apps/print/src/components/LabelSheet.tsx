import type { LabelSheetLayout, PrintLabel } from '@backoffice/domain';
import { A4_LABEL_SHEET, labelSheetGeometry, paginate } from '@backoffice/domain';

import { useI18n } from '../i18n';
import * as css from '../print.css';
import { LabelCard } from './LabelCard';
import { PrintPageRule } from './PrintPageRule';

/** Props of {@link LabelSheet}. */
export interface LabelSheetProps {
  labels: PrintLabel[];
  /** The sheet's layout (one setting). @default A4_LABEL_SHEET, 3 × 8 labels of 70 × 37 mm */
  layout?: LabelSheetLayout;
}

/**
 * Labels laid out on sheets of paper: each page holds the layout's grid of labels, centred, and no label is ever
 * split across pages (each page is a box of the paper's size that breaks after itself).
 */
export function LabelSheet({ labels, layout = A4_LABEL_SHEET }: LabelSheetProps) {
  const { t } = useI18n();
  const geometry = labelSheetGeometry(layout);
  const pages = paginate(labels, geometry.labelsPerPage);
  return (
    <section aria-label={t.labels.sheet} data-labels-per-page={geometry.labelsPerPage}>
      <PrintPageRule widthMm={geometry.pageWidthMm} heightMm={geometry.pageHeightMm} />
      {pages.map((page, index) => (
        <div
          key={index}
          className={css.sheetPage}
          role="group"
          aria-label={t.labels.page(index + 1, pages.length)}
          data-sheet-page={index + 1}
          style={{
            width: `${geometry.pageWidthMm}mm`,
            height: `${geometry.pageHeightMm}mm`,
            padding: `${geometry.marginTopMm}mm ${geometry.marginLeftMm}mm`,
            gridTemplateColumns: `repeat(${geometry.columns}, ${geometry.labelWidthMm}mm)`,
            gridTemplateRows: `repeat(${geometry.rows}, ${geometry.labelHeightMm}mm)`,
          }}
        >
          {page.map((label) => (
            <LabelCard
              key={label.orderId}
              label={label}
              widthMm={geometry.labelWidthMm}
              heightMm={geometry.labelHeightMm}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
