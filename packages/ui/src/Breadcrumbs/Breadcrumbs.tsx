import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { item, list, separator } from './Breadcrumbs.css';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** Unique key. */
  id: string;
  /** The visible, translated text. */
  label: string;
  /** Where the step leads; the last step (the current page) needs none. */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail, root first; the last item is the current page (`aria-current="page"`, `data-current`). */
  items: BreadcrumbItem[];
  /** The name of the navigation landmark (e.g. "Breadcrumbs", translated). */
  label: string;
}

/**
 * Where the current page sits in the app, from route metadata (filtered by role by the caller).
 *
 * **When to use:** Once per screen, where the shell shows the trail of the current route above the content;
 * the caller filters the items by the user's role first.
 *
 * **When not to use:** Not for the steps of a process or for links inside content (use {@link Link}s), and
 * not a second time inside a screen the shell already gives a trail to.
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {items.map((crumb, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={crumb.id} className={item} data-current={isCurrent || undefined}>
              {isCurrent ? (
                // A step that leads nowhere, as React Aria's Breadcrumbs made it: a disabled link, the current page.
                <Link isDisabled aria-current="page">
                  {crumb.label}
                </Link>
              ) : (
                <>
                  <Link href={crumb.href}>{crumb.label}</Link>
                  <span className={separator}>
                    <Icon name="chevronRight" size="sm" />
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
