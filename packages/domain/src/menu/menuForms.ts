import { toMenuPrice } from './menuItems.js';

/** The spec's defaults of a new meal: delivery unit 1, minimum quantity 1 (and switched on). */
export const MEAL_DEFAULTS = { deliveryUnit: 1, minimumQuantity: 1, isActive: true } as const;

/** The price fields a meal and an option share. */
export interface MenuPriceValues {
  price?: number | null;
  discountPrice?: number | null;
  supplierPrice?: number | null;
  kcal?: number | null;
}

/** A meal's form values. */
export interface MealFormValues extends MenuPriceValues {
  name: string;
  description?: string | null;
  category?: string | null;
  deliveryUnit?: number | null;
  minimumQuantity?: number | null;
  groupsOrder?: ReadonlyArray<string | number> | null;
  isActive?: boolean;
}

/** What is saved of a meal form: prices in the currency's decimals, empty counts back at their defaults. */
export interface MealPayload extends MenuPriceValues {
  name: string;
  description: string | null;
  category: string | null;
  deliveryUnit: number;
  minimumQuantity: number;
  groupsOrder: Array<string | number>;
  isActive: boolean;
}

const whole = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.trunc(value) : fallback;
const prices = (values: MenuPriceValues, currency: string | null | undefined): MenuPriceValues => ({
  price: toMenuPrice(values.price, currency),
  discountPrice: toMenuPrice(values.discountPrice, currency),
  supplierPrice: toMenuPrice(values.supplierPrice, currency),
  kcal: typeof values.kcal === 'number' && Number.isFinite(values.kcal) ? Math.round(values.kcal) : null,
});

/**
 * The body saved from a meal form: the name trimmed, prices rounded to the restaurant's currency (HUF 0
 * decimals, others 2), an empty or invalid delivery unit or minimum quantity back at its default of 1, and the
 * option groups in their order without repeats.
 */
export function toMealPayload(values: MealFormValues, currency: string | null | undefined): MealPayload {
  const groups = (values.groupsOrder ?? []).filter(
    (group, index, all) => all.findIndex((other) => String(other) === String(group)) === index,
  );
  return {
    name: values.name.trim(),
    description: values.description?.trim() ? values.description : null,
    category: values.category ?? null,
    ...prices(values, currency),
    deliveryUnit: whole(values.deliveryUnit, MEAL_DEFAULTS.deliveryUnit),
    minimumQuantity: whole(values.minimumQuantity, MEAL_DEFAULTS.minimumQuantity),
    groupsOrder: [...groups],
    isActive: values.isActive ?? true,
  };
}

/** An option's form values. */
export interface MealOptionFormValues extends MenuPriceValues {
  name: string;
  mealOptionGroup?: string | number | null;
  isActive?: boolean;
}

/** The body saved from an option form: the name trimmed and prices in the currency's decimals. */
export function toMealOptionPayload(
  values: MealOptionFormValues,
  currency: string | null | undefined,
): Required<MealOptionFormValues> {
  return {
    name: values.name.trim(),
    mealOptionGroup: values.mealOptionGroup ?? null,
    ...(prices(values, currency) as Required<MenuPriceValues>),
    isActive: values.isActive ?? true,
  };
}

/** What an import of a menu file brought in, read from the platform's answer (shape not fixed by the spec). */
export interface MenuImportSummary {
  /** Meals imported. */
  meals: number;
  /** Names of the categories the import created. */
  categories: string[];
}

/** The summary of a menu import answer: counts that are missing or not numbers read as 0. */
export function menuImportSummary(answer: unknown): MenuImportSummary {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const count = body.imported ?? body.meals;
  const categories = Array.isArray(body.createdCategories) ? body.createdCategories : [];
  return {
    meals: typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.trunc(count) : 0,
    categories: categories.filter((name): name is string => typeof name === 'string'),
  };
}

/** One reason a menu file was refused, read from a violation (`file.3.price` is row 3's price). */
export interface MenuImportProblem {
  /** The file's data row (1 = the first row under the header), when the violation names one. */
  row: number | null;
  /** The column, when the violation names one. */
  column: string | null;
  message: string;
}

/** The reasons a refused menu file gives, row and column read from each violation's property path. */
export function menuImportProblems(
  violations: ReadonlyArray<{ propertyPath?: string | null; message: string }>,
): MenuImportProblem[] {
  return violations.map((violation) => {
    const match = /^file\.(\d+)\.(.+)$/.exec(violation.propertyPath ?? '');
    return {
      row: match ? Number(match[1]) : null,
      column: match?.[2] ?? null,
      message: violation.message,
    };
  });
}
