import type { FieldProps } from '../Form/fieldProps';
import { useFormField } from '../Form/useFormField';
import type { EntityPickerMultipleProps, EntityPickerSingleProps } from './EntityPicker';
import { EntityPicker } from './EntityPicker';
import type { EntityKey } from './useOptionsLoader';

/** Props of {@link EntityPickerField} choosing one entity (value: its id or null). */
export type EntityPickerSingleFieldProps = FieldProps<EntityPickerSingleProps, EntityKey | null>;

/** Props of {@link EntityPickerField} choosing many entities (value: their ids). */
export type EntityPickerMultipleFieldProps = FieldProps<
  EntityPickerMultipleProps,
  readonly EntityKey[] | null
>;

/** Props of {@link EntityPickerField}. */
export type EntityPickerFieldProps = EntityPickerSingleFieldProps | EntityPickerMultipleFieldProps;

/**
 * An {@link EntityPicker} bound to the enclosing <Form>: `isRequired` refuses null and an empty list, and a
 * server violation on the field's path shows under it.
 *
 * **When to use:** EntityPickerField is an entity picker inside a kit <Form>, one entity or several; the
 * entity layer's `entity` field kind renders it.
 *
 * **When not to use:** Outside a kit <Form> use `EntityPicker` with your own state; options known up front
 * are a `SelectField` or `MultiSelectField`.
 */
export function EntityPickerField(props: EntityPickerFieldProps) {
  return props.isMultiple ? <MultipleField {...props} /> : <SingleField {...props} />;
}

function SingleField({ name, rules, isRequired, ...props }: EntityPickerSingleFieldProps) {
  return <EntityPicker {...props} {...useFormField<EntityKey | null>(name, { rules, isRequired })} />;
}

function MultipleField({ name, rules, isRequired, ...props }: EntityPickerMultipleFieldProps) {
  return (
    <EntityPicker
      {...props}
      {...useFormField<readonly EntityKey[] | null>(name, { rules, isRequired })}
      isMultiple
    />
  );
}
