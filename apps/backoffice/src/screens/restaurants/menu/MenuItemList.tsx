import type { MenuItemAction, MenuItemState } from '@backoffice/domain';
import { menuItemActions } from '@backoffice/domain';
import { Menu, ReorderableList, StatusChip } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import * as css from './menuEditor.css';

/** One row of a {@link MenuItemList}. */
export interface MenuRow {
  id: string;
  /** The row's name (also what a drag carries and what type-ahead finds). */
  label: string;
  /** A second line (price, count of meals). */
  detail?: string;
  state: MenuItemState;
}

/** Props of {@link MenuItemList}. */
export interface MenuItemListProps {
  /** The list's accessible name. */
  label: string;
  rows: readonly MenuRow[];
  /** What an empty list says. */
  empty: string;
  /** Runs with every id in the new order after a drag, a keyboard drag or a move button. */
  onReorder: (ids: string[]) => void;
  /** A state change or edit chosen from a row's actions. */
  onAction: (id: string, action: MenuItemAction | 'edit') => void;
  /** The chosen row (a category whose meals show); without `onSelect` rows are not selectable. */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

const tones = { active: 'success', inactive: 'neutral', inactiveToday: 'warning' } as const;

/**
 * A reorderable list of menu items (categories, meals, option groups, options), on the kit's ReorderableList: each
 * row has its drag handle (pointer, or keyboard: focus it, Enter, arrows, Enter), its position, and in the row
 * slot its name, second line and state, then move up and down buttons and an actions menu (edit, activate,
 * deactivate, inactivate for today). Arrow keys move between rows with a visible focus.
 */
export function MenuItemList({
  label,
  rows,
  empty,
  onReorder,
  onAction,
  selectedId,
  onSelect,
}: MenuItemListProps) {
  const { LL } = useI18n();
  const M = LL.menuEditor;
  return (
    <ReorderableList<MenuRow>
      items={rows}
      onReorder={onReorder}
      labels={{
        list: label,
        drag: (name) => M.drag({ name }),
        moveUp: (name) => M.moveUp({ name }),
        moveDown: (name) => M.moveDown({ name }),
        empty,
      }}
      {...(onSelect ? { onSelect, selectedId: selectedId ?? null } : {})}
      renderActions={(entry) => (
        <Menu
          items={[
            { id: 'edit', label: M.action.edit() },
            ...menuItemActions(entry.state).map((action) => ({ id: action, label: M.action[action]() })),
          ]}
          triggerLabel={M.actionsFor({ name: entry.label })}
          onAction={(action) => onAction(entry.id, action as MenuItemAction | 'edit')}
        />
      )}
    >
      {(entry) => (
        <>
          <span className={css.name}>
            <span>{entry.label}</span>
            {entry.detail ? <span className={css.detail}>{entry.detail}</span> : null}
          </span>
          <StatusChip tone={tones[entry.state]} label={M.state[entry.state]()} />
        </>
      )}
    </ReorderableList>
  );
}
