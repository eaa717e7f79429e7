import { Spinner } from '@backoffice/ui';
import { lazy, Suspense } from 'react';

import { useI18n } from '../i18n/I18nProvider';
import type { RichTextEntityFieldProps } from './RichTextEntityField';

// TipTap is about 140 kB gzip: it loads with the first form that has rich text, not with every entity screen.
const RichTextEntityField = lazy(() =>
  import('./RichTextEntityField').then((module) => ({ default: module.RichTextEntityField })),
);

/** A rich text field of an entity form, loaded on first use. */
export function LazyRichTextField(props: RichTextEntityFieldProps) {
  const { LL } = useI18n();
  return (
    <Suspense fallback={<Spinner label={LL.common.loading()} />}>
      <RichTextEntityField {...props} />
    </Suspense>
  );
}
