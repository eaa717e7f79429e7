import { emailLinkProtocols } from './emailHtml';

const schemePattern = /^[a-z][a-z\d+.-]*:/i;

/**
 * Turns what a user typed as a link target into a URL the e-mail may carry, or null when it is refused.
 * Only http(s) and mailto are allowed; `javascript:`, `data:`, `vbscript:` and every other scheme are refused.
 * A target without a scheme is taken as a web address.
 *
 * @example toSafeLinkUrl('example.com/menu') // 'https://example.com/menu'
 * @example toSafeLinkUrl('javascript:alert(1)') // null
 */
export function toSafeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const candidate = schemePattern.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!(emailLinkProtocols as readonly string[]).includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  return url.hostname === '' ? null : url.href;
}
