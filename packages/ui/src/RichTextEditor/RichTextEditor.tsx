import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button as AriaButton, DialogTrigger, Separator, ToggleButton, Toolbar } from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import type { ControlProps } from '../Form/types';
import { useFieldFrameIds } from '../Form/useFieldFrameIds';
import { RichTextEditorLinkPopover } from './RichTextEditorLinkPopover';
import * as css from './RichTextEditor.css';
import type { RichTextGlyphName } from './RichTextGlyph';
import { RichTextGlyph } from './RichTextGlyph';
import { sanitizeEmailHtml } from './sanitizeEmailHtml';
import { toSafeLinkUrl } from './toSafeLinkUrl';

/** Texts of {@link RichTextEditor}: the toolbar's accessible names and the link popover. */
export interface RichTextEditorLabels {
  /** The toolbar's accessible name. */
  toolbar: string;
  heading1: string;
  heading2: string;
  paragraph: string;
  bold: string;
  italic: string;
  underline: string;
  orderedList: string;
  bulletList: string;
  /** The link button, also the link popover's title. */
  link: string;
  /** The URL field of the link popover. */
  linkUrl: string;
  /** Applies the link. */
  linkApply: string;
  /** Removes the link under the cursor (shown only on a link). */
  linkRemove: string;
  /** Closes the popover without a change. */
  linkCancel: string;
  /** Shown when the URL is refused (not http(s) or mailto, e.g. `javascript:`). Spec: 'Invalid'. */
  linkInvalid: string;
}

/** Props of {@link RichTextEditor}. The value is sanitised HTML; an editor without text gives `''`. */
export interface RichTextEditorProps extends ControlProps<string> {
  /** Toolbar and link popover texts. */
  labels: RichTextEditorLabels;
}

type ToggleName = Exclude<RichTextGlyphName, 'link'>;

const blockTools: ToggleName[] = ['heading1', 'heading2', 'paragraph'];
const markTools: ToggleName[] = ['bold', 'italic', 'underline'];
const listTools: ToggleName[] = ['orderedList', 'bulletList'];

/**
 * The cancel e-mail editor (TipTap): heading 1 and 2, paragraph, bold, italic, underline, ordered and bullet
 * lists and links, nothing else. Every change is emitted as HTML cleaned by {@link sanitizeEmailHtml} (no inline
 * styles, no script, no `javascript:` links); the app cleans empty elements on send with `removeEmpty`.
 * The toolbar is one tab stop (arrow keys move inside it); each format is a toggle button (`aria-pressed`,
 * `data-selected`). The link popover refuses every target that is not http(s) or mailto.
 * States: `data-invalid` and `data-disabled` on the frame.
 *
 * **When to use:** Formatted e-mail text (headings, lists, links), such as the cancel e-mail of an order or
 * an entity's `richText` field; in a kit <Form> use {@link RichTextField}.
 *
 * **When not to use:** Plain text (a note, a reason, a description) is a `TextArea`; one line is a
 * `TextInput`. It only keeps the formats an e-mail may carry.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  labels,
}: RichTextEditorProps) {
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage });
  const describedBy = controlProps['aria-describedby'];

  const emitted = useRef(value);
  // What this editor sent out that has not come back as `value` yet, oldest first. A render may still carry an
  // older one of these (React renders the form's update concurrently and may yield while keys keep coming): that
  // is a stale echo, not a value from outside, and must not replace the document (it would drop the keys typed
  // since).
  const unechoed = useRef<string[]>([]);
  const handlers = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2] },
        blockquote: false,
        code: false,
        codeBlock: false,
        hardBreak: false,
        horizontalRule: false,
        strike: false,
        dropcursor: false,
        gapcursor: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => toSafeLinkUrl(url) !== null,
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: sanitizeEmailHtml(value),
    editable: !isDisabled,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : sanitizeEmailHtml(current.getHTML());
      emitted.current = html;
      // Kept short: a parent that never echoes (a controlled value it ignores) must not grow this list.
      unechoed.current = [...unechoed.current.slice(-49), html];
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  // A value from outside (form reset, initial load) replaces the document; our own echoes do not.
  useEffect(() => {
    const echo = unechoed.current.indexOf(value);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    if (value === emitted.current) return;
    unechoed.current = [];
    emitted.current = value;
    editor.commands.setContent(sanitizeEmailHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  useEffect(() => {
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      id: ids.input,
      'aria-labelledby': ids.label,
      class: css.content,
    };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (errorMessage) attributes['aria-invalid'] = 'true';
    if (isRequired) attributes['aria-required'] = 'true';
    if (isDisabled) attributes['aria-disabled'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, ids.input, ids.label, describedBy, errorMessage, isRequired, isDisabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<RichTextGlyphName, boolean> => ({
      heading1: current.isActive('heading', { level: 1 }),
      heading2: current.isActive('heading', { level: 2 }),
      paragraph: current.isActive('paragraph') && !current.isActive('listItem'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      orderedList: current.isActive('orderedList'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });

  const renderToggle = (tool: ToggleName) => (
    <ToggleButton
      key={tool}
      aria-label={labels[tool]}
      isSelected={active[tool]}
      isDisabled={isDisabled}
      onChange={() => runTool(editor, tool)}
      className={css.tool}
    >
      <RichTextGlyph name={tool} />
    </ToggleButton>
  );

  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      ids={ids}
    >
      <div
        className={css.frame}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled ? true : undefined}
      >
        <Toolbar aria-label={labels.toolbar} className={css.toolbar}>
          {blockTools.map(renderToggle)}
          <Separator orientation="vertical" className={css.separator} />
          {markTools.map(renderToggle)}
          <Separator orientation="vertical" className={css.separator} />
          {listTools.map(renderToggle)}
          <Separator orientation="vertical" className={css.separator} />
          <DialogTrigger>
            <AriaButton
              aria-label={labels.link}
              isDisabled={isDisabled}
              className={css.tool}
              data-selected={active.link ? true : undefined}
            >
              <RichTextGlyph name="link" />
            </AriaButton>
            <RichTextEditorLinkPopover editor={editor} labels={labels} />
          </DialogTrigger>
        </Toolbar>
        <EditorContent editor={editor} />
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </FieldFrame>
  );
}

function runTool(editor: Editor, tool: ToggleName): void {
  const chain = editor.chain().focus();
  switch (tool) {
    case 'heading1':
      chain.toggleHeading({ level: 1 }).run();
      return;
    case 'heading2':
      chain.toggleHeading({ level: 2 }).run();
      return;
    case 'paragraph':
      chain.setParagraph().run();
      return;
    case 'bold':
      chain.toggleBold().run();
      return;
    case 'italic':
      chain.toggleItalic().run();
      return;
    case 'underline':
      chain.toggleUnderline().run();
      return;
    case 'orderedList':
      chain.toggleOrderedList().run();
      return;
    case 'bulletList':
      chain.toggleBulletList().run();
      return;
  }
}
