import type { PrintLabel } from '@backoffice/domain';
import { formatDateTime } from '@backoffice/domain';

import { useI18n } from '../i18n';
import * as css from '../print.css';

/** Props of {@link LabelCard}. */
export interface LabelCardProps {
  label: PrintLabel;
  /** The label's size on paper, from the sheet's layout. */
  widthMm: number;
  heightMm: number;
}

/**
 * One printed label: the identifier and the person on top, the meals with their options and label codes, and the
 * cutoff at the bottom (a regular order's label has none).
 */
export function LabelCard({ label, widthMm, heightMm }: LabelCardProps) {
  const { t } = useI18n();
  return (
    <article
      className={css.label}
      aria-label={t.labels.label(label.identifier)}
      data-label={label.orderId}
      style={{ width: `${widthMm}mm`, height: `${heightMm}mm` }}
    >
      <div className={css.labelHead}>
        <span>{label.identifier}</span>
        <span>{label.person}</span>
      </div>
      <ul className={css.labelMeals}>
        {label.meals.map((meal, index) => (
          <li key={`${meal.name}-${index}`}>
            {meal.quantity} × {meal.name}
            {meal.options.map((option) => (
              <span key={option.name}>
                {', + '}
                {option.quantity > 1 ? `${option.quantity} × ` : ''}
                {option.name}
              </span>
            ))}
            {meal.labelCodes.length > 0 ? (
              <span className={css.codes} title={t.labels.codes}>
                {' '}
                [{meal.labelCodes.join(', ')}]
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {label.cutoffTime ? (
        <div className={css.labelMeta}>
          <span>
            {t.labels.cutoff}: {formatDateTime(label.cutoffTime)}
          </span>
        </div>
      ) : null}
    </article>
  );
}
