/** Props of {@link PrintPageRule}. */
export interface PrintPageRuleProps {
  widthMm: number;
  heightMm: number;
}

/**
 * The page's `@page` rule: the paper's size and no margins, so the printed pages match the sheet exactly and the
 * browser prints no header or footer (its date, title and address live in the page margins).
 */
export function PrintPageRule({ widthMm, heightMm }: PrintPageRuleProps) {
  return <style>{`@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`}</style>;
}
