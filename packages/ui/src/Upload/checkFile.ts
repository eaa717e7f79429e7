/** Why a file is refused: its type is not accepted, or it is larger than allowed. */
export type FileRefusal = 'type' | 'size';

/** The limits a chosen file must meet. */
export interface FileRules {
  /**
   * Accepted types: MIME types (`image/png`), MIME wildcards (`image/*`) or extensions (`.pdf`). Empty or left
   * out accepts any type.
   */
  acceptedTypes?: readonly string[];
  /** The largest size in bytes; left out means no limit. */
  maxSize?: number;
}

/**
 * Checks one file against the accepted types and the size limit; null when the file may be used.
 *
 * @example checkFile({ name: 'a.gif', type: 'image/gif', size: 10 }, { acceptedTypes: ['image/png'] }) // 'type'
 * @example checkFile({ name: 'a.png', type: 'image/png', size: 10 }, { maxSize: 5 }) // 'size'
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { acceptedTypes = [], maxSize }: FileRules,
): FileRefusal | null {
  if (acceptedTypes.length > 0 && !acceptedTypes.some((accepted) => matchesType(file, accepted)))
    return 'type';
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}

function matchesType(file: Pick<File, 'name' | 'type'>, accepted: string): boolean {
  const rule = accepted.trim().toLowerCase();
  const type = file.type.toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
}
