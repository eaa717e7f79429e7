/** A settings object as it arrives: any JSON object. */
export type SettingsObject = Record<string, unknown>;

/** Keys the platform adds to every entity; neither the form nor the JSON view edits them. */
export const META_KEYS = new Set(['@id', '@type', '@context', 'id']);

/** How the settings form shows a value: by the type that arrived. */
export type SettingKind = 'switch' | 'number' | 'text' | 'group' | 'json';

/** The form control for a value; `json` for what only the raw editor can show (lists, null). */
export function kindOf(value: unknown): SettingKind {
  if (typeof value === 'boolean') return 'switch';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  if (isPlainObject(value)) return 'group';
  return 'json';
}

export function isPlainObject(value: unknown): value is SettingsObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The settings without the platform's entity keys. */
export function editableSettings(settings: SettingsObject): SettingsObject {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !META_KEYS.has(key)));
}

/** A copy of `settings` with `value` at `path`. */
export function setAt(settings: SettingsObject, path: readonly string[], value: unknown): SettingsObject {
  const [head, ...rest] = path;
  if (head === undefined) return settings;
  const child = settings[head];
  return {
    ...settings,
    [head]: rest.length === 0 ? value : setAt(isPlainObject(child) ? child : {}, rest, value),
  };
}

/** The dotted paths of the values the form cannot show. */
export function jsonOnlyPaths(settings: SettingsObject, prefix = ''): string[] {
  return Object.entries(settings).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const kind = kindOf(value);
    if (kind === 'group') return jsonOnlyPaths(value as SettingsObject, path);
    return kind === 'json' ? [path] : [];
  });
}

/** The JSON editor's text read back: the settings object, or why it is refused. */
export function parseSettingsJson(
  text: string,
):
  | { ok: true; value: SettingsObject }
  | { ok: false; reason: 'syntax'; message: string }
  | { ok: false; reason: 'notObject' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
  return isPlainObject(value) ? { ok: true, value } : { ok: false, reason: 'notObject' };
}

/** A readable label for a key the dictionary does not name: `restaurantReloadInterval` → `Restaurant reload interval`. */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
