import { icon } from './Icon.css';

/** The glyphs the kit draws. */
export const iconNames = [
  'close',
  'menu',
  'chevronDown',
  'chevronUp',
  'chevronRight',
  'arrowLeft',
  'check',
  'info',
  'alert',
  'more',
  'globe',
  'grip',
] as const;

/** One of {@link iconNames}. */
export type IconName = (typeof iconNames)[number];

/** Icon sizes. */
export const iconSizes = ['sm', 'md', 'lg'] as const;

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which glyph to draw. */
  name: IconName;
  /**
   * The rendered size.
   * @default 'md'
   */
  size?: (typeof iconSizes)[number];
}

const paths: Record<IconName, string> = {
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 11v6M12 7.5v.01M12 3a9 9 0 100 18 9 9 0 000-18z',
  alert: 'M12 8v5M12 16.5v.01M10.3 3.9L2.5 18a2 2 0 001.7 3h15.6a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
};

/** A decorative glyph. It is hidden from assistive technology: the control around it carries the name. */
export function Icon({ name, size = 'md' }: IconProps) {
  return (
    <svg className={icon[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
