import * as styles from './BrowserHelpPicture.css';

/** The browsers with a help picture; any other browser gets text only. */
export const helpPictureBrowsers = ['chrome', 'firefox', 'safari'] as const;

/** One of {@link helpPictureBrowsers}. */
export type HelpPictureBrowser = (typeof helpPictureBrowsers)[number];

/** Props of {@link BrowserHelpPicture}. */
export interface BrowserHelpPictureProps {
  browser: HelpPictureBrowser;
  /** What the picture shows, for screen readers. */
  alt: string;
}

/**
 * A small drawing of the browser's address bar with its site-permission control ringed and pointed at: Chrome's
 * "site information" (tune) icon at the start of the address bar, Firefox's permissions icon beside the
 * shield, Safari's page menu at the start of its centred address field. Colours come from the theme.
 */
export function BrowserHelpPicture({ browser, alt }: BrowserHelpPictureProps) {
  return (
    <svg className={styles.picture} viewBox="0 0 320 130" role="img" aria-label={alt} data-browser={browser}>
      <rect className={styles.frame} x="0.5" y="0.5" width="319" height="89" rx="8" />
      {browser === 'chrome' ? <Chrome /> : browser === 'firefox' ? <Firefox /> : <Safari />}
    </svg>
  );
}

/** The ring around the control at (x, 56) and an arrow pointing up at it from below the window. */
function Pointer({ x }: { x: number }) {
  return (
    <>
      <circle className={styles.highlight} cx={x} cy="56" r="13" />
      <path className={styles.arrow} d={`M${x} 124V76M${x - 8} 84l8-8 8 8`} />
    </>
  );
}

function NavButtons() {
  return (
    <>
      <path className={styles.glyph} d="M22 56h10M26 52l-4 4 4 4" />
      <path className={styles.glyph} d="M52 56H42M48 52l4 4-4 4" />
    </>
  );
}

function Chrome() {
  return (
    <>
      <path className={styles.surface} d="M12 36V16a8 8 0 018-8h100a8 8 0 018 8v20z" />
      <rect className={styles.text} x="28" y="19" width="70" height="6" rx="3" />
      <rect className={styles.surface} x="0.5" y="36" width="319" height="40" />
      <NavButtons />
      <path className={styles.glyph} d="M62 56a6 6 0 106-6h-1M67 47l2 3-3 2" />
      <rect className={styles.field} x="84" y="44" width="224" height="24" rx="12" />
      {/* Chrome's "site information" control: two sliders. */}
      <path className={styles.glyph} d="M94 53h12M94 59h12" />
      <circle className={styles.glyph} cx="98" cy="53" r="2" />
      <circle className={styles.glyph} cx="103" cy="59" r="2" />
      <rect className={styles.text} x="118" y="53" width="96" height="6" rx="3" />
      <Pointer x={100} />
    </>
  );
}

function Firefox() {
  return (
    <>
      <rect className={styles.surface} x="10" y="8" width="120" height="24" rx="6" />
      <rect className={styles.text} x="24" y="17" width="70" height="6" rx="3" />
      <rect className={styles.surface} x="0.5" y="36" width="319" height="40" />
      <NavButtons />
      <rect className={styles.field} x="66" y="44" width="242" height="24" rx="5" />
      {/* Tracking-protection shield, then the permissions icon (a muted bell) that opens the site's permissions. */}
      <path className={styles.glyph} d="M80 50l6-2 6 2v5c0 4-3 6-6 7-3-1-6-3-6-7z" />
      <path className={styles.glyph} d="M106 61h10M108 61v-5a3 3 0 016 0v5M110 63h2M104 51l14 12" />
      <rect className={styles.text} x="128" y="53" width="96" height="6" rx="3" />
      <Pointer x={111} />
    </>
  );
}

function Safari() {
  return (
    <>
      <circle className={styles.dotClose} cx="18" cy="20" r="5" />
      <circle className={styles.dotMinimise} cx="34" cy="20" r="5" />
      <circle className={styles.dotZoom} cx="50" cy="20" r="5" />
      <rect className={styles.surface} x="0.5" y="36" width="319" height="40" />
      <NavButtons />
      <rect className={styles.field} x="84" y="44" width="160" height="24" rx="6" />
      {/* Safari's page menu at the start of the address field: "Settings for this website" lives there. */}
      <path className={styles.glyph} d="M96 50h7l3 3v9h-10zM99 56h4M99 59h4" />
      <rect className={styles.text} x="122" y="53" width="80" height="6" rx="3" />
      <Pointer x={101} />
    </>
  );
}
