import { Box, Button, Card, Inline, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';

/** Props of {@link RowsField}. */
export interface RowsFieldProps<Row> {
  /** The form field holding the list. */
  name: string;
  /** The list's name (the card's heading). */
  label: string;
  /** What an empty list says. */
  emptyText: string;
  addLabel: string;
  /** The name of one row, by its 1-based position. */
  itemLabel: (position: number) => string;
  removeLabel: (position: number) => string;
  /** A new row's values. */
  newRow: () => Row;
  /** The row's fields, named under `prefix` (`{name}.{index}`). */
  renderRow: (prefix: string, index: number) => ReactNode;
}

/**
 * An editable list inside an entity form (a company's price overrides, an allowance's additional expense codes):
 * each row is a region named by its position holding the kit's fields named `{name}.{index}.{field}`, with a
 * remove button, and an add button at the end.
 */
export function RowsField<Row>({
  name,
  label,
  emptyText,
  addLabel,
  itemLabel,
  removeLabel,
  newRow,
  renderRow,
}: RowsFieldProps<Row>) {
  const form = useForm();
  const { input } = useField<Row[] | null>(name, { subscription: { value: true }, allowNull: true });
  const rows = Array.isArray(input.value) ? input.value : [];
  return (
    <Card title={label} headingLevel={3}>
      <Stack gap="300">
        {rows.length === 0 ? <p>{emptyText}</p> : null}
        {rows.map((_row, index) => (
          <Box as="section" key={index} aria-label={itemLabel(index + 1)}>
            <Stack gap="200">
              {renderRow(`${name}.${index}`, index)}
              <Inline gap="200">
                <Button
                  variant="secondary"
                  tone="critical"
                  onPress={() =>
                    form.change(
                      name,
                      rows.filter((_, position) => position !== index),
                    )
                  }
                >
                  {removeLabel(index + 1)}
                </Button>
              </Inline>
            </Stack>
          </Box>
        ))}
        <Inline gap="200">
          <Button variant="secondary" onPress={() => form.change(name, [...rows, newRow()])}>
            {addLabel}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
