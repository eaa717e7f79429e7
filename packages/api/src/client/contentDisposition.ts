/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, percent-encoded) wins over
 * the plain `filename`; quotes and escapes are removed. Returns undefined when the header names no file.
 * @example fileNameFromContentDisposition('attachment; filename="orders-export-2024-05-01.csv"') // 'orders-export-2024-05-01.csv'
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = splitParams(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(extended);
    if (match) {
      const charset = (match[1] ?? '').toLowerCase();
      const encoded = match[2] ?? '';
      try {
        const decoded =
          charset === 'utf-8' || charset === ''
            ? decodeURIComponent(encoded)
            : encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (decoded) return baseName(decoded);
      } catch {
        // A malformed escape: fall back to the plain filename parameter.
      }
    }
  }
  const plain = params.get('filename');
  return plain ? baseName(plain) : undefined;
}

function splitParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // name=token or name="quoted \"string\""; the disposition type itself has no '='.
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = (match[1] ?? '').toLowerCase();
    let value = (match[2] ?? '').trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

function baseName(name: string): string {
  // A path in the header must never become a path on disk.
  const parts = name.split(/[/\\]/);
  return parts[parts.length - 1] ?? name;
}
