import { RichTextField } from '@backoffice/ui';

import { useI18n } from '../i18n/I18nProvider';
import { toEditorLabels } from '../screens/orders/orderDialogTexts';

/** Props of {@link RichTextEntityField}. */
export interface RichTextEntityFieldProps {
  name: string;
  label: string;
  isRequired?: boolean;
}

/** The kit's rich text field with the editor's translated toolbar (its own chunk: see LazyRichTextField). */
export function RichTextEntityField(props: RichTextEntityFieldProps) {
  const { LL } = useI18n();
  return <RichTextField {...props} labels={toEditorLabels(LL)} />;
}
