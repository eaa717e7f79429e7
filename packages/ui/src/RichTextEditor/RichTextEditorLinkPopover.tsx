import type { Editor } from '@tiptap/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';

import { Button } from '../Button/Button';
import { TextInput } from '../Form/TextInput';
import { overlaySurface } from '../private/overlay.css';
import { popoverBody, popoverTitle } from '../Popover/Popover.css';
import type { RichTextEditorLabels } from './RichTextEditor';
import * as css from './RichTextEditor.css';
import { toSafeLinkUrl } from './toSafeLinkUrl';

interface RichTextEditorLinkPopoverProps {
  editor: Editor;
  labels: RichTextEditorLabels;
}

/**
 * The link popover of the editor's toolbar: one URL field (focused on open by the dialog); refused targets keep it
 * open with a message.
 */
export function RichTextEditorLinkPopover({ editor, labels }: RichTextEditorLinkPopoverProps) {
  return (
    <Popover placement="bottom end" offset={6} className={overlaySurface}>
      <Dialog className={popoverBody}>
        {({ close }) => (
          <>
            <Heading slot="title" className={popoverTitle}>
              {labels.link}
            </Heading>
            <LinkForm editor={editor} labels={labels} close={close} />
          </>
        )}
      </Dialog>
    </Popover>
  );
}

function LinkForm({ editor, labels, close }: RichTextEditorLinkPopoverProps & { close: () => void }) {
  const current = editor.getAttributes('link').href as unknown;
  const isOnLink = typeof current === 'string';
  const [url, setUrl] = useState(isOnLink ? current : '');
  const [isRefused, setRefused] = useState(false);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The popover is portaled, but React events still bubble to an enclosing <Form>: keep the submit here.
    event.stopPropagation();
    const href = toSafeLinkUrl(url);
    if (href === null) {
      setRefused(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !isOnLink) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    close();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };

  return (
    <form onSubmit={apply} className={css.linkForm} noValidate>
      <TextInput
        type="url"
        label={labels.linkUrl}
        value={url}
        onChange={(next) => {
          setUrl(next ?? '');
          setRefused(false);
        }}
        errorMessage={isRefused ? labels.linkInvalid : undefined}
      />
      <div className={css.actions}>
        {isOnLink ? (
          <Button variant="secondary" tone="critical" size="sm" onPress={remove}>
            {labels.linkRemove}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onPress={close}>
          {labels.linkCancel}
        </Button>
        <Button type="submit" size="sm">
          {labels.linkApply}
        </Button>
      </div>
    </form>
  );
}
