import type { EntityOption } from './useOptionsLoader';

/** Story copy (English) for the entity picker. The app passes its translations instead. */
export const pickerTexts = {
  labels: {
    loading: 'Loading…',
    noResults: 'No results',
    loadError: 'The options could not be loaded.',
    retry: 'Retry',
    clear: 'Clear',
    remove: 'Remove',
  },
  restaurant: 'Restaurant',
  restaurants: 'Visible restaurants',
  tagGroup: 'Tag group',
  placeholder: 'Search restaurants',
  description: 'Type part of the name.',
  invalid: 'Invalid',
  form: 'Promotion',
  save: 'Save',
} as const;

/** The platform's restaurants, as `GET /select-options/restaurants` would list them. */
export const restaurants: readonly EntityOption[] = [
  { value: 'r-1', label: 'Pizza Place' },
  { value: 'r-2', label: 'Pizzeria Napoli' },
  { value: 'r-3', label: 'Burger Barn' },
  { value: 'r-4', label: 'Curry House' },
  { value: 'r-5', label: 'Falafel Corner' },
  { value: 'r-6', label: 'Noodle Bar' },
  { value: 'r-7', label: 'Sushi Bar' },
  { value: 'r-8', label: 'Taco Stand' },
  { value: 'r-9', label: 'Green Bowl' },
  { value: 'r-10', label: 'Pho Saigon' },
];

/** Tag groups have numeric ids. */
export const tagGroups: readonly EntityOption[] = [
  { value: 1, label: 'Cuisine' },
  { value: 2, label: 'Diet' },
  { value: 3, label: 'Occasion' },
];

/**
 * A stand-in for the app's loader: answers after a short wait with up to eight matches, and gives up (rejects)
 * when the picker aborts it.
 */
export function searchIn(options: readonly EntityOption[]) {
  return (search: string, signal: AbortSignal): Promise<readonly EntityOption[]> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const wanted = search.trim().toLowerCase();
        resolve(options.filter((option) => option.label.toLowerCase().includes(wanted)).slice(0, 8));
      }, 30);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
