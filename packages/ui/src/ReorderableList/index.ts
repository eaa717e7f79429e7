export { moveIds } from './moveIds';
export { ReorderableList } from './ReorderableList';
export type { ReorderableItem, ReorderableListLabels, ReorderableListProps } from './ReorderableList';
