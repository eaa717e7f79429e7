import type { MenuItemAction, MenuItemState } from '@backoffice/domain';
import { menuItemActions } from '@backoffice/domain';
import { Icon, IconButton, Menu, moveIds, StatusChip } from '@backoffice/ui';
import type { Key, Selection } from 'react-aria-components';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';

import { useI18n } from '../../../i18n/I18nProvider';
import * as css from './menuEditor.css';

/** One row of a {@link MenuItemList}. */
export interface MenuRow {
  id: string;
  name: string;
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
  /** The chosen row (a category whose meals show); without it rows are not selectable. */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}

const tones = { active: 'success', inactive: 'neutral', inactiveToday: 'warning' } as const;

/**
 * A reorderable list of menu items (categories, meals, option groups, options): each row has its drag handle
 * (pointer, or keyboard: focus it, Enter, arrows, Enter), its position, name and state, move up and down buttons
 * and an actions menu (edit, activate, deactivate, inactivate for today). Built on RAC `GridList`, so arrow keys
 * move between rows with a visible focus.
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
  const ids = rows.map((entry) => entry.id);
  // What the rows show: RAC renders them again only when it changes (not on every render of the page).
  const signature = rows
    .map((entry) => `${entry.id}|${entry.name}|${entry.detail ?? ''}|${entry.state}`)
    .join('\n');
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': rows.find((entry) => entry.id === String(key))?.name ?? '' })),
    onReorder: (event) => {
      const target = String(event.target.key);
      onReorder(
        moveIds(
          ids,
          [...event.keys].map(String),
          target,
          event.target.dropPosition === 'after' ? 'after' : 'before',
        ),
      );
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={css.dropIndicator} />,
  });
  const move = (id: string, by: -1 | 1) => {
    const neighbour = ids[ids.indexOf(id) + by];
    if (neighbour !== undefined) onReorder(moveIds(ids, [id], neighbour, by < 0 ? 'before' : 'after'));
  };
  const selectable = onSelect !== undefined;

  return (
    <GridList
      aria-label={label}
      items={rows}
      dependencies={[signature, selectedId]}
      dragAndDropHooks={dragAndDropHooks}
      className={css.list}
      {...(selectable
        ? {
            selectionMode: 'single' as const,
            selectionBehavior: 'replace' as const,
            disallowEmptySelection: true,
            selectedKeys: selectedId ? [selectedId] : [],
            onSelectionChange: (keys: Selection) => {
              const [first] = keys === 'all' ? [] : [...keys];
              if (first !== undefined) onSelect(String(first));
            },
          }
        : {})}
      renderEmptyState={() => <p className={css.muted}>{empty}</p>}
    >
      {(entry) => {
        const index = ids.indexOf(entry.id);
        const actions = [
          { id: 'edit', label: M.action.edit() },
          ...menuItemActions(entry.state).map((action) => ({ id: action, label: M.action[action]() })),
        ];
        return (
          <GridListItem id={entry.id as Key} textValue={entry.name} className={css.row}>
            <AriaButton slot="drag" className={css.dragHandle} aria-label={M.drag({ name: entry.name })}>
              <Icon name="grip" size="sm" />
            </AriaButton>
            <span className={css.position}>{index + 1}.</span>
            <span className={css.name}>
              <span>{entry.name}</span>
              {entry.detail ? <span className={css.detail}>{entry.detail}</span> : null}
            </span>
            <StatusChip tone={tones[entry.state]} label={M.state[entry.state]()} />
            <IconButton
              icon="chevronUp"
              size="sm"
              label={M.moveUp({ name: entry.name })}
              isDisabled={index === 0}
              onPress={() => move(entry.id, -1)}
            />
            <IconButton
              icon="chevronDown"
              size="sm"
              label={M.moveDown({ name: entry.name })}
              isDisabled={index === rows.length - 1}
              onPress={() => move(entry.id, 1)}
            />
            <Menu
              items={actions}
              triggerLabel={M.actionsFor({ name: entry.name })}
              onAction={(action) => onAction(entry.id, action as MenuItemAction | 'edit')}
            />
          </GridListItem>
        );
      }}
    </GridList>
  );
}
