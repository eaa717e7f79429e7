import { glyph } from './RichTextEditor.css';

/** The toolbar's glyphs. */
export type RichTextGlyphName =
  | 'heading1'
  | 'heading2'
  | 'paragraph'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'orderedList'
  | 'bulletList'
  | 'link';

const paths: Record<RichTextGlyphName, string> = {
  heading1: 'M4 6v12M12 6v12M4 12h8M16.5 10l3-2v10',
  heading2: 'M3 6v12M11 6v12M3 12h8M15 10a2.5 2.5 0 015 0c0 2.5-5 4.5-5 8h5',
  paragraph: 'M13 4v16M17 4v16M19 4h-9a4 4 0 000 8h3',
  bold: 'M7 5h6a3.5 3.5 0 010 7H7zM7 12h7a3.5 3.5 0 010 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  underline: 'M7 4v7a5 5 0 0010 0V4M5 20h14',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V9M3.5 14.5a1.5 1.5 0 013 0c0 1.2-3 2.2-3 4h3',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  link: 'M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1',
};

/** A decorative toolbar glyph; the button around it carries the name. */
export function RichTextGlyph({ name }: { name: RichTextGlyphName }) {
  return (
    <svg className={glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
