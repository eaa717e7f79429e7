export { Menu } from './Menu';
export type { MenuAction, MenuProps } from './Menu';
