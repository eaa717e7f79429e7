import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import {
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
  remove: (name: string) => string;
  /** What an empty list says. */
  empty: string;
}

/** Props of {@link ReorderableList}. */
export interface ReorderableListProps {
  /** The entries, in their current order. */
  items: readonly ReorderableItem[];
  /** Runs with every id in the new order after a drag, a keyboard drag or a move button. */
  onReorder: (ids: string[]) => void;
  /** Runs with the id of a removed entry; without it there are no remove buttons. */
  onRemove?: (id: string) => void;
  labels: ReorderableListLabels;
}

/**
 * An ordered list whose entries move by drag and drop (pointer, or keyboard: focus the handle, Enter, arrows,
 * Enter), or by their move up and move down buttons; each entry shows its position. Built on RAC `GridList` with
 * `useDragAndDrop`; states: `data-dragging` on the entry being dragged, `data-drop-target` on the drop indicator.
 */
export function ReorderableList({ items, onReorder, onRemove, labels }: ReorderableListProps) {
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
      // Each entry shows its position and which move buttons apply: render them again when the order changes.
      dependencies={[ids.join('\n')]}
      dragAndDropHooks={dragAndDropHooks}
      className={list}
      renderEmptyState={() => <p className={empty}>{labels.empty}</p>}
    >
      {(entry) => {
        const index = ids.indexOf(entry.id);
        return (
          <GridListItem id={entry.id as Key} textValue={entry.label} className={item}>
            <AriaButton slot="drag" className={dragHandle} aria-label={labels.drag(entry.label)}>
              <Icon name="grip" size="sm" />
            </AriaButton>
            <span className={position}>{index + 1}.</span>
            <span className={labelStyle}>{entry.label}</span>
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
            {onRemove ? (
              <IconButton
                icon="close"
                size="sm"
                tone="critical"
                label={labels.remove(entry.label)}
                onPress={() => onRemove(entry.id)}
              />
            ) : null}
          </GridListItem>
        );
      }}
    </GridList>
  );
}
