import type { ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';

import { WithAriaButtons } from '../Button/WithAriaButtons';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import {
  content,
  dragHandle,
  dropIndicator,
  empty,
  item,
  label as labelStyle,
  list,
  position,
} from './ReorderableList.css';
import { moveIds } from './moveIds';

/** One entry of a {@link ReorderableList}. */
export interface ReorderableItem {
  /** Stable id (what the order is made of). */
  id: string;
  /** The entry's visible name. */
  label: string;
}

/** Texts of {@link ReorderableList}; the functions receive the entry's name. */
export interface ReorderableListLabels {
  /** The list's accessible name. */
  list: string;
  /** The drag handle's name ("Drag Pasta Palace"). */
  drag: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  /** The remove button's name; needed only with `onRemove`. */
  remove?: (name: string) => string;
  /** What an empty list says. */
  empty: string;
}

/** Props of {@link ReorderableList}. */
export interface ReorderableListProps<T extends ReorderableItem = ReorderableItem> {
  /** The entries, in their current order. */
  items: readonly T[];
  /** Runs with every id in the new order after a drag, a keyboard drag or a move button. */
  onReorder: (ids: string[]) => void;
  /** Runs with the id of a removed entry; without it there are no remove buttons. */
  onRemove?: (id: string) => void;
  labels: ReorderableListLabels;
  /**
   * The row slot: what an entry shows between its position and its move buttons (a name with a second line, a
   * state chip); without it, the entry's label. Receives the entry and its 0-based index.
   */
  children?: (entry: T, index: number) => ReactNode;
  /** More controls of an entry after its move buttons (an actions menu). */
  renderActions?: (entry: T) => ReactNode;
  /**
   * The chosen entry. With `onSelect`, one entry is always chosen: by a click, or by moving the focus onto it with
   * the arrow keys.
   */
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /**
   * What the slots render from besides the entries (RAC renders a row again only when its entry object, the
   * order or these values change). Keep its length the same from render to render.
   */
  dependencies?: readonly unknown[];
}

/**
 * An ordered list whose entries move by drag and drop (pointer, or keyboard: focus the handle, Enter, arrows,
 * Enter), or by their move up and move down buttons; each entry shows its position. Built on RAC `GridList` with
 * `useDragAndDrop`, so arrow keys move between entries with a visible focus; states: `data-dragging` on the entry
 * being dragged, `data-drop-target` on the drop indicator, `data-selected` on the chosen entry. A screen fills each
 * row through the row slot (`children`) and `renderActions`.
 *
 * **When to use:** Entries whose order the user sets by hand: a restaurant's highlights, the items of a menu
 * category. Each row's content and actions come from the screen.
 *
 * **When not to use:** Records sorted by a column, paged or selected for batch actions are a
 * {@link DataList}; texts typed in order without dragging are a {@link TextListInput}.
 */
export function ReorderableList<T extends ReorderableItem = ReorderableItem>({
  items,
  onReorder,
  onRemove,
  labels,
  children,
  renderActions,
  selectedId,
  onSelect,
  dependencies = [],
}: ReorderableListProps<T>) {
  const ids = items.map((entry) => entry.id);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        'text/plain': items.find((entry) => entry.id === String(key))?.label ?? '',
      })),
    onReorder: (event) => {
      const moved = [...event.keys].map(String);
      const target = String(event.target.key);
      onReorder(moveIds(ids, moved, target, event.target.dropPosition === 'after' ? 'after' : 'before'));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropIndicator} />,
  });
  const move = (id: string, by: -1 | 1) => {
    const index = ids.indexOf(id);
    const neighbour = ids[index + by];
    if (neighbour === undefined) return;
    onReorder(moveIds(ids, [id], neighbour, by < 0 ? 'before' : 'after'));
  };

  return (
    <GridList
      aria-label={labels.list}
      items={items}
      // Each entry shows its position and which move buttons apply: render them again when the order changes, and
      // when the texts change language.
      dependencies={[ids.join('\n'), labels.list, ...dependencies]}
      dragAndDropHooks={dragAndDropHooks}
      className={list}
      {...(onSelect
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
      renderEmptyState={() => <p className={empty}>{labels.empty}</p>}
    >
      {(entry) => {
        const index = ids.indexOf(entry.id);
        return (
          <GridListItem id={entry.id as Key} textValue={entry.label} className={item}>
            <WithAriaButtons>
              <AriaButton slot="drag" className={dragHandle} aria-label={labels.drag(entry.label)}>
                <Icon name="grip" size="sm" />
              </AriaButton>
              <span className={position}>{index + 1}.</span>
              {children ? (
                <div className={content}>{children(entry, index)}</div>
              ) : (
                <span className={labelStyle}>{entry.label}</span>
              )}
              <IconButton
                icon="chevronUp"
                size="sm"
                label={labels.moveUp(entry.label)}
                isDisabled={index === 0}
                onPress={() => move(entry.id, -1)}
              />
              <IconButton
                icon="chevronDown"
                size="sm"
                label={labels.moveDown(entry.label)}
                isDisabled={index === items.length - 1}
                onPress={() => move(entry.id, 1)}
              />
              {renderActions?.(entry)}
              {onRemove ? (
                <IconButton
                  icon="close"
                  size="sm"
                  tone="critical"
                  label={labels.remove?.(entry.label) ?? entry.label}
                  onPress={() => onRemove(entry.id)}
                />
              ) : null}
            </WithAriaButtons>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
