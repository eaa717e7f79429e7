export { AreaEditor } from './AreaEditor';
export type { AreaEditorProps } from './AreaEditor';
export { areaShapeKinds } from './areaTypes';
export type { AreaEditorLabels, AreaMap, AreaMapApi, AreaShape, LoadAreaMap } from './areaTypes';
