import { LIMITS } from '@backoffice/domain';
import type { PageSecondaryAction } from '@backoffice/ui';
import {
  Card,
  ConfirmDialog,
  FieldValidationDelay,
  FormSaveBar,
  Inline,
  Page,
  PageLayout,
  SaveButton,
  Stack,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';

import { useI18n } from '../i18n/I18nProvider';
import { EntityField } from './EntityField';
import type { EntityDefinition, EntityRecord, FieldDefinition, SectionDefinition } from './types';

/**
 * A field's own validation delay, where the spec gives it one that differs from the form's: its definition's, and
 * 300 ms for period hours (entities-lists-forms section 5); the form's (undefined) otherwise.
 */
function validationDelayOf<V>(field: FieldDefinition<V>): number | undefined {
  return field.validateDelayMs ?? (field.kind === 'periodHours' ? LIMITS.validationDelayMs : undefined);
}

/** The delete confirmation of an edit screen. */
export interface DeleteDialogState {
  isOpen: boolean;
  name: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Props of {@link EntityFormView}. */
export interface EntityFormViewProps<T extends EntityRecord, V extends object> {
  definition: EntityDefinition<T, V>;
  title: string;
  isNew: boolean;
  isDirty: boolean;
  onCancel: () => void;
  onDelete?: () => void;
  deleteDialog?: DeleteDialogState;
  /** Shown above the sections (the save-conflict notice). */
  notice?: ReactNode;
}

/**
 * The page of an entity form, inside the kit's <Form>: the heading with Delete and Cancel as secondary actions,
 * the definition's sections as cards in the main column and the aside, Save at the end of the form, and the save
 * bar that stays in view while there are unsaved changes.
 */
export function EntityFormView<T extends EntityRecord, V extends object>({
  definition,
  title,
  isNew,
  isDirty,
  onCancel,
  onDelete,
  deleteDialog,
  notice,
}: EntityFormViewProps<T, V>) {
  const { LL } = useI18n();
  const C = LL.entities.common;
  const texts = definition.texts(LL);
  const { values } = useFormState<V>({ subscription: { values: true } });
  const secondaryActions: PageSecondaryAction[] = [
    { id: 'cancel', label: C.cancel(), onPress: onCancel },
    ...(onDelete ? [{ id: 'delete', label: C.delete(), onPress: onDelete, tone: 'critical' as const }] : []),
  ];
  const section = (definitionOfSection: SectionDefinition<V>) => {
    const fields = definitionOfSection.fields.filter((field) => field.visibleWhen?.(values) ?? true);
    return (
      <Card key={definitionOfSection.id} title={texts.sections?.[definitionOfSection.id]?.() ?? ''}>
        <Stack gap="300">
          {fields.map((field) => {
            const delayMs = validationDelayOf(field);
            return delayMs === undefined ? (
              <EntityField key={field.name} field={field} texts={texts} />
            ) : (
              <FieldValidationDelay key={field.name} delayMs={delayMs}>
                <EntityField field={field} texts={texts} />
              </FieldValidationDelay>
            );
          })}
        </Stack>
      </Card>
    );
  };
  const main = definition.form.sections.filter((candidate) => candidate.placement !== 'aside');
  const aside = definition.form.sections.filter((candidate) => candidate.placement === 'aside');

  return (
    <Page
      title={title}
      appTitle={LL.app.title()}
      secondaryActions={secondaryActions}
      labels={{ moreActions: C.moreActions() }}
    >
      {notice}
      <PageLayout
        main={<Stack gap="400">{main.map(section)}</Stack>}
        {...(aside.length > 0 ? { aside: <Stack gap="400">{aside.map(section)}</Stack> } : {})}
      />
      {/* Save at the end of the form, for a new entity before anything is typed and for keyboard users. */}
      {isDirty ? null : (
        <Inline gap="200">
          <SaveButton>{isNew ? texts.create() : C.save()}</SaveButton>
        </Inline>
      )}
      <FormSaveBar labels={{ message: C.unsaved(), save: C.save(), discard: C.discard() }} />
      {deleteDialog ? (
        <ConfirmDialog
          isOpen={deleteDialog.isOpen}
          title={C.deleteTitle({ name: deleteDialog.name })}
          message={C.deleteMessage()}
          tone="critical"
          isPending={deleteDialog.isPending}
          labels={{ confirm: C.delete(), cancel: C.cancel() }}
          onConfirm={deleteDialog.onConfirm}
          onCancel={deleteDialog.onCancel}
        />
      ) : null}
    </Page>
  );
}
