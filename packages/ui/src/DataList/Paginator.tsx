import { Icon } from '../Icon/Icon';
import { useInteractionStates } from '../private/useInteractionStates';
import { flipped, pageButton, pageList, paginator } from './DataList.css';
import { pageWindow } from './pageWindow';

/** Texts of {@link Paginator}. */
export interface PaginatorLabels {
  /** The navigation landmark's name (e.g. "Pagination"). */
  navigation: string;
  /** The previous-page button's name. */
  previousPage: string;
  /** The next-page button's name. */
  nextPage: string;
  /** A page button's name (e.g. `(page) => \`Page ${page}\``); the visible text is the number. */
  page: (page: number) => string;
}

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Runs with the page the user chose. */
  onPageChange: (page: number) => void;
  /** Texts. */
  labels: PaginatorLabels;
}

/**
 * Previous, at most seven page buttons around the current one (spec section 9), next. The current page is
 * marked with `aria-current="page"`; previous and next are disabled (`disabled`, `data-disabled`) at the edges.
 * Native buttons, with `data-hovered` and `data-focus-visible` as on React Aria's.
 *
 * **When to use:** The Paginator moves between the pages of a long list. {@link DataList} already shows it
 * under its rows, so a screen uses it alone only for a paged view that is not a DataList.
 *
 * **When not to use:** Inside a {@link DataList} (it is there already), or for a list that fits on one page.
 */
export function Paginator({ page, pageCount, onPageChange, labels }: PaginatorProps) {
  const pages = pageWindow(page, pageCount);
  const states = useInteractionStates<'previous' | 'next' | number>();
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav aria-label={labels.navigation} className={paginator}>
      <button
        type="button"
        {...states('previous', { isDisabled: isFirst })}
        className={pageButton}
        aria-label={labels.previousPage}
        disabled={isFirst}
        data-disabled={isFirst || undefined}
        onClick={() => onPageChange(page - 1)}
      >
        <span className={flipped}>
          <Icon name="chevronRight" size="sm" />
        </span>
      </button>
      <ul className={pageList}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              {...states(number)}
              className={pageButton}
              aria-label={labels.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                if (number !== page) onPageChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        {...states('next', { isDisabled: isLast })}
        className={pageButton}
        aria-label={labels.nextPage}
        disabled={isLast}
        data-disabled={isLast || undefined}
        onClick={() => onPageChange(page + 1)}
      >
        <Icon name="chevronRight" size="sm" />
      </button>
    </nav>
  );
}
