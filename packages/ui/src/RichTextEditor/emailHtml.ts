/**
 * What the cancel e-mail may contain: exactly the nodes and marks of the editor (heading 1 and 2, paragraph,
 * bold, italic, underline, ordered and bullet lists, link). Anything else is dropped (its text kept, except for
 * script-like elements, whose content goes too).
 */
export const emailHtmlTags = ['p', 'h1', 'h2', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a'] as const;

/**
 * The one attribute kept: a link's `href`. No element keeps anything else (no `style`, `class`, `on*`, `target`):
 * e-mail clients decide themselves where links open.
 */
export const emailHtmlAttributes = ['href'] as const;

/** Link targets the e-mail may point to: web pages and e-mail addresses. */
export const emailLinkProtocols = ['http:', 'https:', 'mailto:'] as const;
