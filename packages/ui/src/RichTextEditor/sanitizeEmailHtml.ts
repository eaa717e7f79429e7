import DOMPurify from 'dompurify';

import { emailHtmlAttributes, emailHtmlTags } from './emailHtml';

/** Options of {@link sanitizeEmailHtml}. */
export interface SanitizeEmailHtmlOptions {
  /**
   * Also drop every element without text (empty paragraphs, headings, list items, lists, marks and links), as
   * the spec asks when the e-mail is sent.
   * @default false
   */
  removeEmpty?: boolean;
}

// Only absolute web and mailto targets survive; relative and every other scheme (javascript:, data:) are dropped.
const allowedUri = /^(?:https?:\/\/|mailto:)/i;

/**
 * Cleans cancel e-mail HTML: keeps only the editor's tags ({@link emailHtmlTags}) and link attributes, so no
 * inline style, class, event handler, script or `javascript:` link survives. With `removeEmpty` it also removes
 * elements that hold no text (spec, orders section 5: "cleaned of inline styles and, on send, of empty
 * elements"). Pure: the input string is not changed and nothing is rendered or fetched.
 *
 * @example sanitizeEmailHtml('<p style="color:red" onclick="x()">Hi</p><p></p>', { removeEmpty: true }) // '<p>Hi</p>'
 */
export function sanitizeEmailHtml(html: string, options: SanitizeEmailHtmlOptions = {}): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...emailHtmlTags],
    ALLOWED_ATTR: [...emailHtmlAttributes],
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_ARIA_ATTR: false,
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
  return options.removeEmpty ? removeEmptyElements(clean) : clean;
}

/** True when the HTML holds no text at all once cleaned (an untouched editor gives `<p></p>`). */
export function isEmailHtmlEmpty(html: string): boolean {
  return sanitizeEmailHtml(html, { removeEmpty: true }) === '';
}

function removeEmptyElements(html: string): string {
  // A <template> parses without running scripts or loading anything; the input is already sanitised anyway.
  const template = document.createElement('template');
  template.innerHTML = html;
  prune(template.content);
  return template.innerHTML;
}

function prune(parent: ParentNode): void {
  for (const child of [...parent.children]) {
    prune(child);
    if ((child.textContent ?? '').trim() === '') child.remove();
  }
}
