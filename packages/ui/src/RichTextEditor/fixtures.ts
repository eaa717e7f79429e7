/** Story-only English texts and sample content of the rich text editor. */
import type { RichTextEditorLabels } from './RichTextEditor';

export const richTextLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  heading1: 'Heading 1',
  heading2: 'Heading 2',
  paragraph: 'Paragraph',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  orderedList: 'Numbered list',
  bulletList: 'Bulleted list',
  link: 'Link',
  linkUrl: 'URL',
  linkApply: 'Apply',
  linkRemove: 'Remove link',
  linkCancel: 'Cancel',
  linkInvalid: 'Invalid',
};

export const richTextStory = {
  label: 'E-mail text',
  description: 'Sent to the customer with the cancellation.',
  output: 'Output HTML',
  onSend: 'Output on send',
  invalid: 'Invalid',
  form: 'Cancel order',
  save: 'Save',
  plain: 'We are sorry, your order could not be delivered.',
  content:
    '<h1>Your order was cancelled</h1><h2>What happens next</h2><p>We are <strong>sorry</strong>, the ' +
    '<em>restaurant</em> could not <u>prepare</u> your order.</p><ol><li><p>Your money is refunded.</p></li>' +
    '<li><p>You get an e-mail.</p></li></ol><ul><li><p>Questions? See <a href="https://example.com/help">help</a>.' +
    '</p></li></ul>',
  dirty:
    '<p style="color: red; font-size: 30px" onclick="alert(1)">Styled <span style="font-weight:700">text</span>' +
    '<img src="x" onerror="alert(1)"></p><p></p><script>alert(1)</script>' +
    '<p><a href="javascript:alert(1)">bad link</a></p><ul><li></li></ul>',
} as const;
