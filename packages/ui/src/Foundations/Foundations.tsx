/**
 * Story-only pages of the design foundations, generated from the theme's tokens so that they cannot drift from
 * what the components use: colours with their contrast, the type scale, spacing, radii, elevation and icons.
 */
import { Icon, iconNames } from '../Icon/Icon';
import { darkTokens, lightTokens } from '../theme/tokens';
import { colorPairs, flatColorTokens } from './colorPairs';
import * as css from './Foundations.css';

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

/** Every colour token, light and dark side by side. */
export function ColorTokens() {
  const light = flatColorTokens(lightTokens.color);
  const dark = new Map(flatColorTokens(darkTokens.color).map((token) => [token.name, token.value]));
  return (
    <table className={css.table} aria-label="Colour tokens">
      <thead>
        <tr>
          <th scope="col" className={css.cell}>
            Token
          </th>
          <th scope="col" className={css.cell}>
            Light
          </th>
          <th scope="col" className={css.cell}>
            Dark
          </th>
        </tr>
      </thead>
      <tbody>
        {light.map((token) => (
          <tr key={token.name}>
            <th scope="row" className={`${css.cell} ${css.code}`}>
              {token.name}
            </th>
            {[token.value, dark.get(token.name) ?? ''].map((value, index) => (
              <td key={index} className={css.cell}>
                <span className={css.swatch} style={{ background: value }} aria-hidden="true" />
                <span className={css.code}>{value}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each foreground the kit draws on each background it draws it on, with the WCAG contrast and the verdict. */
export function ContrastPairs({ scheme }: { scheme: 'light' | 'dark' }) {
  const tokens = scheme === 'light' ? lightTokens : darkTokens;
  return (
    <table className={css.table} aria-label={`Contrast of the ${scheme} theme`}>
      <thead>
        <tr>
          {['Foreground', 'Background', 'Sample', 'Contrast', 'Needs', 'WCAG AA'].map((header) => (
            <th key={header} scope="col" className={css.cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colorPairs(tokens.color).map((pair) => (
          <tr key={`${pair.foreground} ${pair.background}`}>
            <th scope="row" className={`${css.cell} ${css.code}`}>
              {pair.foreground}
            </th>
            <td className={`${css.cell} ${css.code}`}>{pair.background}</td>
            <td className={css.cell}>
              <span className={css.sample} style={{ color: pair.fg, background: pair.bg }}>
                Aa 12:45
              </span>
            </td>
            <td className={css.cell}>{ratioText(pair.ratio)}</td>
            <td className={css.cell}>{ratioText(pair.required)}</td>
            <td className={css.cell}>{pair.ratio >= pair.required ? 'Passes' : 'Fails'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The font sizes, weights and line heights. */
export function TypeScale() {
  const { font } = lightTokens;
  return (
    <div className={css.page}>
      <table className={css.table} aria-label="Type scale">
        <tbody>
          {Object.entries(font.size).map(([name, size]) => (
            <tr key={name}>
              <th scope="row" className={`${css.cell} ${css.code}`}>
                font.size.{name} ({size})
              </th>
              <td className={css.cell} style={{ fontSize: size, lineHeight: font.lineHeight.tight }}>
                Rendelés 1234 · Order 1234
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={css.table} aria-label="Font weights">
        <tbody>
          {Object.entries(font.weight).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row" className={`${css.cell} ${css.code}`}>
                font.weight.{name} ({weight})
              </th>
              <td className={css.cell} style={{ fontWeight: weight }}>
                Árvíztűrő tükörfúrógép
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spacing steps as bars, radii and elevation as tiles. */
export function SpaceAndShape() {
  const { space, radius, shadow } = lightTokens;
  return (
    <div className={css.page}>
      <table className={css.table} aria-label="Spacing">
        <tbody>
          {Object.entries(space).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className={`${css.cell} ${css.code}`}>
                space.{name} ({value})
              </th>
              <td className={css.cell}>
                <div className={css.bar} style={{ width: value === '0' ? '0' : value }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={css.grid} aria-label="Radii and elevation">
        {Object.entries(radius).map(([name, value]) => (
          <li key={`radius-${name}`} className={css.gridItem}>
            <div className={css.tile} style={{ borderRadius: value }} aria-hidden="true" />
            <span className={css.code}>radius.{name}</span>
          </li>
        ))}
        {Object.entries(shadow).map(([name, value]) => (
          <li key={`shadow-${name}`} className={css.gridItem}>
            <div className={css.tile} style={{ boxShadow: value }} aria-hidden="true" />
            <span className={css.code}>shadow.{name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every glyph of the kit at each size. */
export function IconGallery() {
  return (
    <ul className={css.grid} aria-label="Icons">
      {iconNames.map((name) => (
        <li key={name} className={css.gridItem}>
          <span aria-hidden="true">
            <Icon name={name} size="sm" /> <Icon name={name} size="md" /> <Icon name={name} size="lg" />
          </span>
          <span className={css.code}>{name}</span>
        </li>
      ))}
    </ul>
  );
}
