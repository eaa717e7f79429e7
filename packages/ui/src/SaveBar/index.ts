export { FormSaveBar, SaveBar } from './SaveBar';
export type { FormSaveBarProps, SaveBarLabels, SaveBarProps } from './SaveBar';
