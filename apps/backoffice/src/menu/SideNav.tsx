import { Link } from '@backoffice/ui';

import { useI18n } from '../i18n/I18nProvider';
import type { MenuEntry } from './buildMenu';
import { groupLabel, list, nested } from './SideNav.css';

/** Props of {@link SideNav}. */
export interface SideNavProps {
  entries: readonly MenuEntry[];
  /** The current path: its entry is marked as the current page. */
  currentPath: string;
}

/** The sidebar menu: links and titled groups of links (the kit has no navigation list yet). */
export function SideNav({ entries, currentPath }: SideNavProps) {
  return (
    <ul className={list}>
      {entries.map((entry) => (
        <SideNavEntry key={entry.id} entry={entry} currentPath={currentPath} />
      ))}
    </ul>
  );
}

function SideNavEntry({ entry, currentPath }: { entry: MenuEntry; currentPath: string }) {
  const { LL } = useI18n();
  const label = entry.label(LL);
  if (entry.kind === 'group') {
    const id = `menu-group-${entry.id}`;
    return (
      <li>
        <span id={id} className={groupLabel}>
          {label}
        </span>
        <ul className={nested} aria-labelledby={id}>
          {entry.children.map((child) => (
            <SideNavEntry key={child.id} entry={child} currentPath={currentPath} />
          ))}
        </ul>
      </li>
    );
  }
  if (entry.kind === 'external') {
    return (
      <li>
        <Link variant="standalone" href={entry.href} target="_blank" rel="noopener noreferrer">
          {label}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <Link
        variant="standalone"
        href={entry.href}
        aria-current={entry.href === currentPath ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
}
