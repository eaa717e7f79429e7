// Inter comes from the registry (@fontsource), never from the system: text renders the same on every machine,
// which keeps the visual baselines stable. Plain CSS, so it is imported from a .ts module, not a .css.ts one.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
