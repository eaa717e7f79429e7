export { emailHtmlAttributes, emailHtmlTags, emailLinkProtocols } from './emailHtml';
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorLabels, RichTextEditorProps } from './RichTextEditor';
export { RichTextField } from './RichTextField';
export type { RichTextFieldProps } from './RichTextField';
export { isEmailHtmlEmpty, sanitizeEmailHtml } from './sanitizeEmailHtml';
export type { SanitizeEmailHtmlOptions } from './sanitizeEmailHtml';
export { toSafeLinkUrl } from './toSafeLinkUrl';
