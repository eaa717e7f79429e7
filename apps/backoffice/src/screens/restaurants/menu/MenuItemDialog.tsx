import type { Meal, MealCategory, MealOption, MealOptionGroup } from '@backoffice/domain';
import { MEAL_DEFAULTS, menuPriceStep, refId, toMealOptionPayload, toMealPayload } from '@backoffice/domain';
import type { ImageUploadValue, SubmitOutcome } from '@backoffice/ui';
import {
  Button,
  Dialog,
  Form,
  Inline,
  Menu,
  Modal,
  ReorderableList,
  SaveButton,
  Stack,
  toImageUploadValue,
} from '@backoffice/ui';
import { assignMealImages, resources, useApi, ViolationsError } from '@backoffice/api';
import { useMemo } from 'react';
import { useField } from 'react-final-form';

import { EntityField } from '../../../entities/EntityField';
import { prepareUploads } from '../../../entities/prepareUploads';
import type { EntityTexts, FieldDefinition } from '../../../entities/types';
import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { toFormMessages } from '../../orders/orderDialogTexts';

/** Which menu item a dialog edits. */
export type MenuItemKind = 'category' | 'meal' | 'group' | 'option';

/** What a dialog opens on: a new item (with its parent, if any) or an existing one. */
export type MenuDialogTarget =
  | { kind: 'category'; item: MealCategory | null; position: number }
  | { kind: 'meal'; item: Meal | null; category: string | null; position: number }
  | { kind: 'group'; item: MealOptionGroup | null; position: number }
  | { kind: 'option'; item: MealOption | null; group: string | null; position: number };

/** Props of {@link MenuItemDialog}. */
export interface MenuItemDialogProps {
  target: MenuDialogTarget;
  restaurantId: string;
  currency: string;
  categories: readonly MealCategory[];
  groups: readonly MealOptionGroup[];
  onClose: () => void;
  /** After a save: the list reloads. */
  onSaved: () => void;
}

type Values = Record<string, unknown> & { name: string };

/** The fields of each dialog (their labels are `menuEditor.form.{kind}.fields.{name}`). */
const FIELD_NAMES: Record<MenuItemKind, readonly string[]> = {
  category: ['name', 'isActive'],
  group: ['name', 'isActive'],
  option: ['name', 'price', 'discountPrice', 'supplierPrice', 'kcal', 'isActive'],
  meal: [
    'name',
    'description',
    'category',
    'price',
    'discountPrice',
    'supplierPrice',
    'kcal',
    'deliveryUnit',
    'minimumQuantity',
    'groupsOrder',
    'imageMedia',
    'thumbMedia',
    'isActive',
  ],
};

const iri = (base: string, id: string | number | null | undefined) =>
  id === null || id === undefined ? null : `/api/v1/${base}/${refId(id) ?? ''}`;

/**
 * The create and edit dialog of a menu item, with the entity layer's fields: categories and option groups (name,
 * active); meals (name, description, category, prices in the restaurant's currency, kcal, delivery unit and
 * minimum quantity defaulting to 1, the option groups in order, image and thumbnail, assigned with
 * PUT /meals/assignImages); options (name, prices, kcal). A 400's violations land on their fields.
 */
export function MenuItemDialog({
  target,
  restaurantId,
  currency,
  categories,
  groups,
  onClose,
  onSaved,
}: MenuItemDialogProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const onError = useErrorHandler();
  const F = LL.menuEditor.form;
  const texts = F[target.kind];
  const { decimals } = menuPriceStep(currency);
  const restaurant = `/api/v1/restaurants/${restaurantId}`;
  // A new item goes last among its siblings.
  const owner = { restaurant, position: target.position };
  const messages = useMemo(() => toFormMessages(LL), [LL]);

  const entityTexts: EntityTexts = {
    one: texts.one,
    many: texts.many,
    create: texts.create,
    empty: texts.empty,
    fields: Object.fromEntries(
      FIELD_NAMES[target.kind].map((field) => [
        field,
        () =>
          (texts.fields as unknown as Record<string, (args: { currency: string }) => string>)[field]?.({
            currency,
          }) ?? field,
      ]),
    ),
    options: {
      category: Object.fromEntries(
        categories.map((category) => [iri('meal-categories', category.id) ?? '', () => category.name]),
      ),
    },
  };
  const price = (name: string): FieldDefinition<Values> => ({
    name,
    kind: 'number',
    min: 0,
    isInteger: decimals === 0,
  });
  const fields: FieldDefinition<Values>[] =
    target.kind === 'meal'
      ? [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'description', kind: 'text', multiline: true },
          {
            name: 'category',
            kind: 'select',
            options: categories.map((category) => iri('meal-categories', category.id) ?? ''),
          },
          price('price'),
          price('discountPrice'),
          price('supplierPrice'),
          { name: 'kcal', kind: 'number', min: 0, isInteger: true },
          { name: 'deliveryUnit', kind: 'number', min: 1, max: 1000, isInteger: true, isRequired: true },
          { name: 'minimumQuantity', kind: 'number', min: 1, max: 1000, isInteger: true, isRequired: true },
          {
            name: 'groupsOrder',
            kind: 'custom',
            render: ({ name, label }) => <GroupsOrderField name={name} label={label} groups={groups} />,
          },
          { name: 'imageMedia', kind: 'image' },
          { name: 'thumbMedia', kind: 'image' },
          { name: 'isActive', kind: 'switch' },
        ]
      : target.kind === 'option'
        ? [
            { name: 'name', kind: 'text', isRequired: true },
            price('price'),
            price('discountPrice'),
            price('supplierPrice'),
            { name: 'kcal', kind: 'number', min: 0, isInteger: true },
            { name: 'isActive', kind: 'switch' },
          ]
        : [
            { name: 'name', kind: 'text', isRequired: true },
            { name: 'isActive', kind: 'switch' },
          ];

  const initialValues = useMemo((): Values => {
    switch (target.kind) {
      case 'meal': {
        const meal = target.item;
        return {
          name: meal?.name ?? '',
          description: meal?.description ?? null,
          category: meal ? iri('meal-categories', meal.category) : target.category,
          price: meal?.price ?? null,
          discountPrice: meal?.discountPrice ?? null,
          supplierPrice: meal?.supplierPrice ?? null,
          kcal: meal?.kcal ?? null,
          deliveryUnit: meal?.deliveryUnit ?? MEAL_DEFAULTS.deliveryUnit,
          minimumQuantity: meal?.minimumQuantity ?? MEAL_DEFAULTS.minimumQuantity,
          groupsOrder: (meal?.groupsOrder ?? []).map((group) => iri('meal-option-groups', group)),
          imageMedia: toImageUploadValue(meal?.imageMedia),
          thumbMedia: toImageUploadValue(meal?.thumbMedia),
          isActive: meal?.isActive ?? true,
        };
      }
      case 'option': {
        const option = target.item;
        return {
          name: option?.name ?? '',
          price: option?.price ?? null,
          discountPrice: option?.discountPrice ?? null,
          supplierPrice: option?.supplierPrice ?? null,
          kcal: option?.kcal ?? null,
          isActive: option?.isActive ?? true,
        };
      }
      default:
        return { name: target.item?.name ?? '', isActive: target.item?.isActive ?? true };
    }
  }, [target]);

  const save = async (values: Values): Promise<unknown> => {
    switch (target.kind) {
      case 'category':
      case 'group': {
        const resource = target.kind === 'category' ? resources.mealCategories : resources.mealOptionGroups;
        const body = { name: values.name.trim(), isActive: values.isActive !== false };
        return target.item
          ? resource.update(client, target.item.id, body)
          : resource.create(client, { ...body, ...owner });
      }
      case 'option': {
        const body = toMealOptionPayload(
          { ...(values as Parameters<typeof toMealOptionPayload>[0]), mealOptionGroup: target.group },
          currency,
        );
        const { mealOptionGroup, ...changes } = body;
        return target.item
          ? resources.mealOptions.update(client, target.item.id, unchangedDropped(changes, target.item))
          : resources.mealOptions.create(client, { ...body, mealOptionGroup, ...owner });
      }
      case 'meal': {
        const body = toMealPayload(values as unknown as Parameters<typeof toMealPayload>[0], currency);
        const meal = target.item
          ? await resources.meals.update(client, target.item.id, unchangedDropped(body, target.item))
          : await resources.meals.create(client, { ...body, ...owner });
        await assignImages(meal.id, values, initialValues);
        return meal;
      }
    }
  };

  // Images go through PUT /meals/assignImages once the meal exists; only the ones that changed.
  const assignImages = async (id: string | number, values: Values, initial: Values) => {
    const changed = (['imageMedia', 'thumbMedia'] as const).filter((key) => values[key] !== initial[key]);
    if (changed.length === 0) return;
    const uploaded = await prepareUploads(
      client,
      Object.fromEntries(changed.map((key) => [key, values[key] as ImageUploadValue])),
    );
    try {
      await assignMealImages(client, { items: [{ id, ...uploaded }] });
    } catch (error) {
      notify.formError(F.meal.imagesFailed());
      throw error;
    }
  };

  const submit = async (values: Values): Promise<SubmitOutcome> => {
    try {
      await save(values);
      notify.success(target.item ? 'updated' : 'created');
      onSaved();
      onClose();
      return undefined;
    } catch (error) {
      if (error instanceof ViolationsError) {
        onError(error, 'save');
        return { violations: [...error.violations] };
      }
      throw error;
    }
  };

  const title = target.item ? target.item.name || texts.one() : texts.create();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Dialog title={title}>
        <Form<Values>
          initialValues={initialValues}
          onSubmit={submit}
          messages={messages}
          saveDelay={300}
          onFormError={(_messages, error) => {
            if (error !== undefined) onError(error, 'save');
          }}
          aria-label={title}
        >
          <Stack gap="300">
            {fields.map((field) => (
              <EntityField key={field.name} field={field} texts={entityTexts} />
            ))}
            <Inline gap="200" justifyContent="flex-end">
              <Button variant="secondary" onPress={onClose}>
                {F.cancel()}
              </Button>
              <SaveButton>{F.save()}</SaveButton>
            </Inline>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}

/** A PUT body without the values the item already holds (so fields a role may not change are not sent). */
function unchangedDropped<B extends object>(body: B, item: object): Partial<B> {
  const stored = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key] ?? null),
    ),
  ) as Partial<B>;
}

/** The meal's option groups in their order (groupsOrder): added from a menu, reordered, removed. */
function GroupsOrderField({
  name,
  label,
  groups,
}: {
  name: string;
  label: string;
  groups: readonly MealOptionGroup[];
}) {
  const { LL } = useI18n();
  const F = LL.menuEditor.form.meal;
  const M = LL.menuEditor;
  const { input } = useField<Array<string | null> | null>(name, { allowNull: true });
  const chosen = (input.value ?? []).filter((value): value is string => typeof value === 'string');
  const nameOf = (value: string) =>
    groups.find((group) => refId(group.id) === refId(value))?.name ?? refId(value) ?? value;
  const addable = groups.filter((group) => !chosen.some((value) => refId(value) === refId(group.id)));
  return (
    <Stack gap="100" role="group" aria-label={label}>
      <Inline gap="200" justifyContent="space-between">
        <span>{label}</span>
        {addable.length > 0 ? (
          <Menu
            triggerLabel={F.addGroup()}
            triggerIcon="chevronDown"
            items={addable.map((group) => ({
              id: iri('meal-option-groups', group.id) ?? '',
              label: group.name,
            }))}
            onAction={(id) => input.onChange([...chosen, id])}
          />
        ) : null}
      </Inline>
      <ReorderableList
        items={chosen.map((value) => ({ id: value, label: nameOf(value) }))}
        onReorder={(ids) => input.onChange(ids)}
        onRemove={(id) => input.onChange(chosen.filter((value) => value !== id))}
        labels={{
          list: label,
          drag: (group) => M.drag({ name: group }),
          moveUp: (group) => M.moveUp({ name: group }),
          moveDown: (group) => M.moveDown({ name: group }),
          remove: (group) => F.removeGroup({ name: group }),
          empty: F.noGroups(),
        }}
      />
    </Stack>
  );
}
