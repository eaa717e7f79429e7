import { RE2JS } from 're2js';

/** A configured cost-code pattern, compiled for a linear-time engine. */
export interface CostCodePattern {
  /** True when the pattern matches (somewhere in) the value, the way `RegExp.prototype.test` does. */
  test(value: string): boolean;
}

const FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  // RE2 always reads Unicode; 'g' and 'y' only make a JavaScript test() stateful between calls.
  u: 0,
  g: 0,
  y: 0,
};

/**
 * Compiles a cost-code pattern, written plain ('^A\d+$') or as a literal ('/^a\d+$/i'), with RE2: matching takes
 * time linear in the value whatever the pattern, so a pattern like '^(a+)+$' cannot freeze a browser tab or the
 * platform. Returns null for a pattern RE2 cannot compile: broken syntax, an unknown flag, or what RE2 leaves out
 * on purpose (backreferences, lookarounds).
 * @example compileCostCodePattern('/^a\\d+$/i')?.test('A12') // true
 * @example compileCostCodePattern('(a)\\1') // null
 */
export function compileCostCodePattern(pattern: string): CostCodePattern | null {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  const source = literal ? (literal[1] ?? '') : pattern;
  let flags = 0;
  for (const flag of literal?.[2] ?? '') {
    const value = FLAGS[flag];
    if (value === undefined) return null;
    flags |= value;
  }
  try {
    const compiled = RE2JS.compile(source, flags);
    return { test: (value) => compiled.test(value) };
  } catch {
    return null;
  }
}

/**
 * Whether a cost-code pattern may be stored: none (null or blank), or one that compiles with the engine that
 * checks the codes.
 * @example isValidCostCodePattern('^[A-Z]{2}\\d{4}$') // true
 * @example isValidCostCodePattern('^(?=A)') // false
 */
export function isValidCostCodePattern(pattern: string | null | undefined): boolean {
  if (pattern == null || pattern.trim() === '') return true;
  return compileCostCodePattern(pattern) !== null;
}
