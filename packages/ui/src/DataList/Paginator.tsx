import { Button } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
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
 * marked with `aria-current="page"`; previous and next are disabled (`data-disabled`) at the edges.
 *
 * **When to use:** The Paginator moves between the pages of a long list. {@link DataList} already shows it
 * under its rows, so a screen uses it alone only for a paged view that is not a DataList.
 *
 * **When not to use:** Inside a {@link DataList} (it is there already), or for a list that fits on one page.
 */
export function Paginator({ page, pageCount, onPageChange, labels }: PaginatorProps) {
  const pages = pageWindow(page, pageCount);
  return (
    <nav aria-label={labels.navigation} className={paginator}>
      <Button
        className={pageButton}
        aria-label={labels.previousPage}
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <span className={flipped}>
          <Icon name="chevronRight" size="sm" />
        </span>
      </Button>
      <ul className={pageList}>
        {pages.map((number) => (
          <li key={number}>
            <Button
              className={pageButton}
              aria-label={labels.page(number)}
              aria-current={number === page ? 'page' : undefined}
              onPress={() => {
                if (number !== page) onPageChange(number);
              }}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        className={pageButton}
        aria-label={labels.nextPage}
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        <Icon name="chevronRight" size="sm" />
      </Button>
    </nav>
  );
}
