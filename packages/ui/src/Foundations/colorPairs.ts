import type { ColorTokens } from '../theme/tokens';
import { contrastRatio } from './contrast';

/** A foreground the kit draws on a background, and the contrast WCAG AA asks of it. */
export interface ColorPair {
  /** The token path of the foreground, e.g. `fg.muted`. */
  foreground: string;
  /** The token path of the background. */
  background: string;
  fg: string;
  bg: string;
  /** The contrast ratio (1 to 21). */
  ratio: number;
  /** 4.5 for text, 3 for focus rings, borders that carry meaning and icons (WCAG 1.4.3 and 1.4.11). */
  required: number;
}

/**
 * Every foreground-on-background pair the kit's components draw, with its contrast: text on the surfaces, text on
 * filled buttons, each status tone's text on its own background, the time text, and the focus ring and strong
 * border on the surfaces.
 * @example colorPairs(lightTokens.color).every((pair) => pair.ratio >= pair.required) // true
 */
export function colorPairs(color: ColorTokens): ColorPair[] {
  const pairs: Array<[string, string, string, string, number]> = [];
  const text = 4.5;
  const nonText = 3;
  for (const [bgName, bg] of [
    ['bg.surface', color.bg.surface],
    ['bg.canvas', color.bg.canvas],
    ['bg.surfaceRaised', color.bg.surfaceRaised],
  ] as const) {
    pairs.push(['fg.default', color.fg.default, bgName, bg, text]);
    pairs.push(['fg.muted', color.fg.muted, bgName, bg, text]);
    pairs.push(['fg.link', color.fg.link, bgName, bg, text]);
    pairs.push(['fg.critical', color.fg.critical, bgName, bg, text]);
  }
  pairs.push(['fg.selected', color.fg.selected, 'bg.fill.selected', color.bg.fill.selected, text]);
  pairs.push(['fg.onFill', color.fg.onFill, 'bg.fill.primary', color.bg.fill.primary, text]);
  pairs.push(['fg.onFill', color.fg.onFill, 'bg.fill.primaryHover', color.bg.fill.primaryHover, text]);
  pairs.push(['fg.onFill', color.fg.onFill, 'bg.fill.critical', color.bg.fill.critical, text]);
  pairs.push(['fg.onFill', color.fg.onFill, 'bg.fill.criticalHover', color.bg.fill.criticalHover, text]);
  pairs.push(['fg.default', color.fg.default, 'bg.fill.neutral', color.bg.fill.neutral, text]);
  for (const [tone, colors] of Object.entries(color.status)) {
    pairs.push([`status.${tone}.fg`, colors.fg, `status.${tone}.bg`, colors.bg, text]);
  }
  pairs.push(['time.green', color.time.green, 'bg.surface', color.bg.surface, text]);
  pairs.push(['time.red', color.time.red, 'bg.surface', color.bg.surface, text]);
  pairs.push(['focus', color.focus, 'bg.surface', color.bg.surface, nonText]);
  pairs.push(['focus', color.focus, 'bg.canvas', color.bg.canvas, nonText]);
  pairs.push(['border.strong', color.border.strong, 'bg.surface', color.bg.surface, nonText]);
  return pairs.map(([foreground, fg, background, bg, required]) => ({
    foreground,
    background,
    fg,
    bg,
    ratio: contrastRatio(fg, bg) ?? 0,
    required,
  }));
}

/** Every colour token as a flat list of dotted names and values, in the contract's order. */
export function flatColorTokens(color: ColorTokens): Array<{ name: string; value: string }> {
  const flat: Array<{ name: string; value: string }> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat.push({ name, value });
      else if (value && typeof value === 'object') walk(value as object, name);
    }
  };
  walk(color, '');
  return flat;
}
