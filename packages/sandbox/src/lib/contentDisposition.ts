/**
 * The Content-Disposition header of a download (RFC 6266), for any file name: an ASCII `filename` for old clients
 * (accents dropped, anything else replaced) and the exact name as UTF-8 in `filename*` (RFC 5987). Quotes,
 * backslashes and control characters never reach the header, so a name cannot add header parameters or lines.
 * @example contentDisposition('attachment', 'előleg-számla.pdf')
 * // 'attachment; filename="eloleg-szamla.pdf"; filename*=UTF-8\'\'el%C5%91leg-sz%C3%A1mla.pdf'
 */
export function contentDisposition(type: 'attachment' | 'inline', filename: string): string {
  // Control characters (C0, DEL, C1) and path separators are dropped from the name itself.
  // eslint-disable-next-line no-control-regex
  const name = filename.replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, '').trim() || 'download';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
