import type { ExpenseCodeConfig } from '@backoffice/domain';
import { isValidCostCodePattern, previewCostCode } from '@backoffice/domain';
import {
  Card,
  Stack,
  Switch,
  SwitchField,
  TextArea,
  TextField,
  TextInput,
  noLeadingSpace,
  useFormField,
} from '@backoffice/ui';
import { useState } from 'react';
import { useFormState } from 'react-final-form';

import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { useI18n } from '../../../i18n/I18nProvider';
import { RowsField } from '../RowsField';

/** expenseCodeRequired: 2 means required (entities-lists-forms section 3). */
const REQUIRED = 2;

/**
 * The fields of an expense code configuration, on an allowance or a cloud canteen; the editor edits exactly these
 * (top-level names of the entity).
 */
export const expenseCodeFieldNames = [
  'expenseCodeTitle',
  'expenseCodeList',
  'expenseCodeRequired',
  'expenseCodeOnlyFromList',
  'expenseCodeRegexValidation',
  'expenseCodeRegexValidationError',
  'expenseCodePlaceholder',
  'additionalExpenseCodes',
] as const satisfies readonly (keyof ExpenseCodeConfig)[];

/** The values a new entity's expense code configuration starts from: nothing required, no rules. */
export const expenseCodeDefaults: Required<{ [K in keyof ExpenseCodeConfig]: ExpenseCodeConfig[K] }> = {
  expenseCodeTitle: null,
  expenseCodeList: [],
  expenseCodeRequired: 0,
  expenseCodeOnlyFromList: false,
  expenseCodeRegexValidation: null,
  expenseCodeRegexValidationError: null,
  expenseCodePlaceholder: null,
  additionalExpenseCodes: [],
};

/** A pattern field: shows the editor's own message while the pattern does not compile, so it cannot be saved. */
function PatternField({ name, label }: { name: string; label: string }) {
  const { LL } = useI18n();
  const field = useFormField<string | null>(name, {
    validate: (value) =>
      isValidCostCodePattern(value) ? undefined : LL.people.expenseCodes.invalidPattern(),
  });
  return <TextInput {...field} label={label} value={field.value ?? ''} />;
}

/** A list of codes, one per line; stored as a list of the non-empty lines. */
function CodeListField({ name, label }: { name: string; label: string }) {
  const { LL } = useI18n();
  const field = useFormField<string[] | null>(name);
  const stored = (field.value ?? []).join('\n');
  const [text, setText] = useState(stored);
  // The text follows the form when the form's value changes from elsewhere (reset, load).
  const parsed = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  const shown = parsed === stored ? text : stored;
  return (
    <TextArea
      {...field}
      label={label}
      description={LL.people.expenseCodes.listHint()}
      value={shown}
      rows={3}
      onChange={(next) => {
        const value = next ?? '';
        setText(value);
        field.onChange(
          value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
    />
  );
}

/** A required switch stored as a number: 2 means required, 0 not. */
function RequiredSwitch({ name, label }: { name: string; label: string }) {
  const field = useFormField<number | boolean | null>(name);
  return (
    <Switch
      {...field}
      label={label}
      value={field.value === REQUIRED || field.value === true}
      onChange={(on) => field.onChange(on ? REQUIRED : 0)}
    />
  );
}

/** The live preview: a code typed here is tested against the rules as they are being typed. */
function CodePreview() {
  const { LL } = useI18n();
  const P = LL.people.expenseCodes.preview;
  const { values } = useFormState<ExpenseCodeConfig>({ subscription: { values: true } });
  const [code, setCode] = useState('');
  const result = previewCostCode(code, values);
  return (
    <Card title={P.title()} headingLevel={3}>
      <Stack gap="200">
        <TextInput label={P.code()} value={code} onChange={(next) => setCode(next ?? '')} />
        <p role="status" aria-live="polite">
          {previewText(result, LL)}
        </p>
      </Stack>
    </Card>
  );
}

function previewText(result: string | null, LL: TranslationFunctions): string {
  const P = LL.people.expenseCodes.preview;
  if (result === null) return P.passes();
  if (result === 'required') return P.required();
  if (result === 'not-in-list') return P.notInList();
  if (result === 'invalid') return P.invalid();
  // The configured message of the pattern.
  return result;
}

/**
 * The expense code configuration editor of an allowance or a cloud canteen (entities-lists-forms section 3),
 * inside the entity's <Form>: the title, the codes offered, required (stored as 2), list only, the pattern (which
 * must compile before it can be saved) with its message, the placeholder, the additional code fields with the
 * same settings each, and a preview that tests a code against the rules as they are typed.
 * @example { id: 'expenseCodes', fields: [{ name: 'expenseCodeTitle', kind: 'custom', render: () => <ExpenseCodeEditor /> }] }
 */
export function ExpenseCodeEditor() {
  const { LL } = useI18n();
  const F = LL.people.expenseCodes.fields;
  const A = LL.people.expenseCodes.additional;
  return (
    <Stack gap="300">
      <TextField name="expenseCodeTitle" label={F.expenseCodeTitle()} rules={[noLeadingSpace]} />
      <RequiredSwitch name="expenseCodeRequired" label={F.expenseCodeRequired()} />
      <CodeListField name="expenseCodeList" label={F.expenseCodeList()} />
      <SwitchField name="expenseCodeOnlyFromList" label={F.expenseCodeOnlyFromList()} />
      <PatternField name="expenseCodeRegexValidation" label={F.expenseCodeRegexValidation()} />
      <TextField
        name="expenseCodeRegexValidationError"
        label={F.expenseCodeRegexValidationError()}
        rules={[noLeadingSpace]}
      />
      <TextField name="expenseCodePlaceholder" label={F.expenseCodePlaceholder()} rules={[noLeadingSpace]} />
      <RowsField
        name="additionalExpenseCodes"
        label={F.additionalExpenseCodes()}
        emptyText={A.empty()}
        addLabel={A.add()}
        itemLabel={(position) => A.item({ position })}
        removeLabel={(position) => A.remove({ position })}
        newRow={() => ({ id: '', title: null, list: [], required: 0, onlyFromList: false })}
        renderRow={(prefix) => (
          <>
            <TextField name={`${prefix}.id`} label={A.id()} isRequired rules={[noLeadingSpace]} />
            <TextField name={`${prefix}.title`} label={A.title()} rules={[noLeadingSpace]} />
            <RequiredSwitch name={`${prefix}.required`} label={A.required()} />
            <CodeListField name={`${prefix}.list`} label={A.list()} />
            <SwitchField name={`${prefix}.onlyFromList`} label={A.onlyFromList()} />
            <PatternField name={`${prefix}.regexValidation`} label={A.regexValidation()} />
            <TextField name={`${prefix}.regexValidationError`} label={A.regexValidationError()} />
            <TextField name={`${prefix}.placeholder`} label={A.placeholder()} />
          </>
        )}
      />
      <CodePreview />
    </Stack>
  );
}
