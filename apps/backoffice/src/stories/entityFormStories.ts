import type { Sandbox } from '@backoffice/sandbox';
import { expect, waitFor } from 'storybook/test';

import type { EntityDefinition, EntityRecord } from '../entities/types';
import { routeNamed } from '../routing/routes';
import type { StoryRole } from './ScreenStory';
import type { ScreenCheck } from './screenStories';
import { heading, requestErrorToast, screenStories } from './screenStories';
import { pick, prefixed } from './storyGroups';

/** A route pattern with its parameters filled in (`/users/:userId/addresses/:addressId?` → a path). */
export function pathOf(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\/:(\w+)\??/g, (_match, name: string) =>
    params[name] === undefined ? '' : `/${encodeURIComponent(String(params[name]))}`,
  );
}

/** An entity page still loading its item: its heading, and the page's skeleton (busy) in place of the content. */
export async function pageLoading(check: ScreenCheck, title: string): Promise<void> {
  await heading(check, title);
  const status = await check.screen.findByRole('status', { name: check.LL.entities.common.loadingItem() });
  await expect(status).toHaveAttribute('aria-busy', 'true');
}

/** An entity page whose item could not be read: its heading, the error with a retry, and the request-error toast. */
export async function pageLoadFailed(check: ScreenCheck, title: string): Promise<void> {
  await heading(check, title);
  await expect(await check.screen.findByText(check.LL.entities.common.itemLoadError())).toBeVisible();
  await expect(check.screen.getByRole('button', { name: check.LL.common.retry() })).toBeEnabled();
  await requestErrorToast(check);
}

/** What {@link entityFormStories} needs besides the definition. */
export interface EntityFormStoryOptions<T extends EntityRecord> {
  /** Whose eyes the form is seen with. @default 'admin' */
  role?: StoryRole;
  /** Whose eyes the create form is seen with, where its route allows fewer roles. @default role */
  createRole?: StoryRole;
  /** The seeded record the edit form shows. @default the collection's first record */
  record?: (sandbox: Sandbox) => T;
  /** The route's other parameters (a nested screen's parent), from the seeded sandbox. */
  params?: (sandbox: Sandbox) => Record<string, string | number>;
  /**
   * A value one of the edit form's fields shows for the record (@default its title); `null` where no field shows
   * it as text (the form is only pickers, numbers and switches), when the heading alone names the record.
   */
  shownValue?: ((record: T, check: ScreenCheck) => string) | null;
  /** Adds what the screens need to the seeded sandbox (records the seed has none of). */
  prepare?: (sandbox: Sandbox) => void;
  /**
   * The edit form's states shown. Loading and error are the layer's, the same on every form: an area shows them
   * once, on one of its forms. @default all three
   */
  editStates?: readonly EditState[];
}

/** The states of an entity's edit form. */
export type EditState = 'populated' | 'loading' | 'error';
const EDIT_STATES: readonly EditState[] = ['populated', 'loading', 'error'];
/** The edit form's state that differs from form to form (loading and error are the layer's, shown once per area). */
export const OWN_EDIT_STATES: readonly EditState[] = ['populated'];

/**
 * The stories of an entity's create and edit screens (the entity-screen layer's form, from its definition), each
 * in en and hu: `EditPopulated…` (a seeded record: its title as the heading, its values in the fields),
 * `EditLoading…` (the read never answered: the page skeleton, busy), `EditError…` (a 500: the error with a retry)
 * and `CreateEmpty…` (the empty form; its Save stays disabled while a required field is empty).
 */
export function entityFormStories<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
  {
    role = 'admin',
    createRole = role,
    record,
    params,
    shownValue,
    prepare,
    editStates = EDIT_STATES,
  }: EntityFormStoryOptions<T> = {},
) {
  const collection = definition.resource.name;
  const shown = (sandbox: Sandbox): T => {
    const found = record?.(sandbox) ?? (sandbox.store.list(collection)[0] as T | undefined);
    if (!found) throw new Error(`The story's sandbox has no ${collection}`);
    return found;
  };
  const editRoute = routeNamed(`${definition.route}-edit`);
  const idParam = /:(\w+)\??$/.exec(editRoute.path)?.[1] ?? 'id';
  const data = [`/${collection}`];
  const titleOf = (check: ScreenCheck) =>
    definition.titleOf(shown(check.sandbox), check.locale) || definition.texts(check.LL).one();

  const edit = screenStories({
    path: (sandbox) => pathOf(editRoute.path, { ...params?.(sandbox), [idParam]: shown(sandbox).id }),
    role,
    data,
    ...(prepare ? { prepare } : {}),
    states: pick(
      {
        populated: async (check) => {
          await heading(check, titleOf(check));
          if (shownValue !== null) {
            const value = shownValue?.(shown(check.sandbox), check) ?? titleOf(check);
            await expect(await check.screen.findByDisplayValue(value)).toBeVisible();
          }
          // The page's other reads (a delivery job's log and provider jobs) are in: the picture and axe see the
          // page as it stays, not a table still loading.
          await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
        },
        loading: (check) => pageLoading(check, definition.texts(check.LL).one()),
        error: (check) => pageLoadFailed(check, definition.texts(check.LL).one()),
      },
      editStates,
    ),
  });

  const create = screenStories({
    path: (sandbox) => pathOf(routeNamed(`${definition.route}-create`).path, params?.(sandbox) ?? {}),
    role: createRole,
    data,
    ...(prepare ? { prepare } : {}),
    states: {
      empty: async (check) => {
        const texts = definition.texts(check.LL);
        await heading(check, texts.create());
        const form = await check.screen.findByRole('form', { name: texts.create() });
        await expect(form).toBeVisible();
        // The form's validity settles on its own timer: the state of Save is waited on, not read at once.
        const [save] = check.screen.getAllByRole('button', { name: texts.create() });
        await waitFor(() => expect(save).toBeDisabled());
      },
    },
  });

  return { ...prefixed('Edit', edit), ...prefixed('Create', create) };
}
