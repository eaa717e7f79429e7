import type { Resource } from '@backoffice/api';
import { resources, useApi, useItem } from '@backoffice/api';
import type { Meal, MealCategory, MealOption, MealOptionGroup, MenuItemAction } from '@backoffice/domain';
import { formatMoney, menuItemState } from '@backoffice/domain';
import { Button, Card, Skeleton, Stack, Tab, TabList, TabPanel, Tabs, showToast } from '@backoffice/ui';
import type { JSX } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

import { usePlatformConfig } from '../../../config/ConfigGate';
import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { MenuImportExport } from './MenuImportExport';
import type { MenuDialogTarget } from './MenuItemDialog';
import { MenuItemDialog } from './MenuItemDialog';
import type { MenuRow } from './MenuItemList';
import { MenuItemList } from './MenuItemList';
import type { MenuEntry } from './menuData';
import { asMenu, changeMenuItemState, useMenuList, useMenuOrder } from './menuData';
import * as css from './menuEditor.css';

/**
 * The restaurant's menu editor (the `menu` page of /restaurants/:id/:page?): the meal categories with the chosen
 * category's meals, and the option groups with the chosen group's options. Every item can be activated,
 * deactivated or inactivated for today, reordered by drag and drop or by keyboard on the kit's ReorderableList
 * (the new order shows at once and rolls back with a message when the move fails), created and edited in a
 * dialog. Only the chosen category's
 * meals render, so a menu of 40 categories and 600 meals stays fast. Above: the menu's last update time, import
 * and export.
 */
export function MenuEditorPage({ restaurantId }: { restaurantId: string }): JSX.Element {
  const { LL } = useI18n();
  const M = LL.menuEditor;
  const { mutate } = useSWRConfig();
  const restaurant = useItem(resources.restaurants, restaurantId);
  const config = usePlatformConfig();
  // The restaurant's own currency when the platform sends one, else the platform's.
  const currency =
    (restaurant.data as { currency?: unknown } | undefined)?.currency?.toString() ?? config.currencyCode;
  const [dialog, setDialog] = useState<MenuDialogTarget | null>(null);
  const [tab, setTab] = useState<string>('meals');
  const categories = useMenuList(resources.mealCategories, { restaurant: restaurantId });
  const groups = useMenuList(resources.mealOptionGroups, { restaurant: restaurantId });

  const reloadMenu = useCallback(() => {
    void mutate((key) => Array.isArray(key) && key[0] === 'menu');
  }, [mutate]);

  return (
    <Stack gap="400">
      <MenuImportExport restaurantId={restaurantId} onImported={reloadMenu} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={M.tabs()}>
          <Tab id="meals">{M.tab.meals()}</Tab>
          <Tab id="options">{M.tab.options()}</Tab>
        </TabList>
        <TabPanel id="meals">
          <MenuPart<MealCategory, Meal>
            restaurantId={restaurantId}
            parents={categories}
            parentResource={resources.mealCategories}
            childResource={resources.meals}
            childParentField="category"
            currency={currency}
            locale={config.currencyLocale}
            texts={{
              parents: M.categories.list(),
              newParent: M.categories.create(),
              noParents: M.categories.empty(),
              children: (name) => M.meals.list({ name }),
              newChild: M.meals.create(),
              noChildren: M.meals.empty(),
              pick: M.meals.pick(),
            }}
            onEditParent={(item, position) => setDialog({ kind: 'category', item, position })}
            onEditChild={(item, parent, position) =>
              setDialog({ kind: 'meal', item, category: parent, position })
            }
            onChanged={reloadMenu}
          />
        </TabPanel>
        <TabPanel id="options">
          <MenuPart<MealOptionGroup, MealOption>
            restaurantId={restaurantId}
            parents={groups}
            parentResource={resources.mealOptionGroups}
            childResource={resources.mealOptions}
            childParentField="mealOptionGroup"
            currency={currency}
            locale={config.currencyLocale}
            texts={{
              parents: M.groups.list(),
              newParent: M.groups.create(),
              noParents: M.groups.empty(),
              children: (name) => M.options.list({ name }),
              newChild: M.options.create(),
              noChildren: M.options.empty(),
              pick: M.options.pick(),
            }}
            onEditParent={(item, position) => setDialog({ kind: 'group', item, position })}
            onEditChild={(item, parent, position) =>
              setDialog({ kind: 'option', item, group: parent, position })
            }
            onChanged={reloadMenu}
          />
        </TabPanel>
      </Tabs>
      {dialog ? (
        <MenuItemDialog
          target={dialog}
          restaurantId={restaurantId}
          currency={currency}
          categories={categories.items ?? []}
          groups={groups.items ?? []}
          onClose={() => setDialog(null)}
          onSaved={reloadMenu}
        />
      ) : null}
    </Stack>
  );
}

interface MenuPartTexts {
  parents: string;
  newParent: string;
  noParents: string;
  children: (name: string) => string;
  newChild: string;
  noChildren: string;
  pick: string;
}

interface MenuPartProps<P extends MenuEntry, C extends MenuEntry> {
  restaurantId: string;
  parents: ReturnType<typeof useMenuList<P>>;
  parentResource: Resource<P>;
  childResource: Resource<C>;
  /** The child's field naming its parent, also the list filter. */
  childParentField: 'category' | 'mealOptionGroup';
  currency: string;
  locale: string;
  texts: MenuPartTexts;
  /** Edit a parent (null: a new one, placed last at `position`). */
  onEditParent: (item: P | null, position: number) => void;
  /** Edit a child (null: a new one) under the parent's IRI. */
  onEditChild: (item: C | null, parent: string | null, position: number) => void;
  onChanged: () => void;
}

/** One part of the menu: parents (categories or option groups) and the chosen parent's children. */
function MenuPart<P extends MenuEntry, C extends MenuEntry & { price?: number | null }>({
  restaurantId,
  parents,
  parentResource,
  childResource,
  childParentField,
  currency,
  locale,
  texts,
  onEditParent,
  onEditChild,
  onChanged,
}: MenuPartProps<P, C>) {
  const { LL } = useI18n();
  const M = LL.menuEditor;
  const { client } = useApi();
  const notify = useNotify();
  const onError = useErrorHandler();
  const [chosen, setChosen] = useState<string | null>(null);
  const parentItems = parents.items ?? [];
  const selected =
    parentItems.find((item) => String(item.id) === chosen) ?? (chosen === null ? parentItems[0] : undefined);
  const selectedId = selected ? String(selected.id) : null;
  const children = useMenuList(
    childResource,
    selectedId ? { restaurant: restaurantId, [childParentField]: selectedId } : null,
  );
  const parentIri = selectedId ? `/api/v1${parentResource.basePath}/${selectedId}` : null;

  const moveFailed = useCallback(() => {
    showToast(notify.queue, { title: M.moveFailed(), tone: 'error' });
  }, [notify.queue, M]);
  const parentOrder = useMenuOrder(asMenu(parentResource), parentItems, parents.mutate, moveFailed);
  const childOrder = useMenuOrder(asMenu(childResource), children.items ?? [], children.mutate, moveFailed);

  // The rows are built again only when their items change (a large menu re-renders no more than it must).
  const toRows = useCallback(
    (items: ReadonlyArray<MenuEntry & { price?: number | null }>, withPrice: boolean): MenuRow[] => {
      const now = client.now();
      return items.map((item) => ({
        id: String(item.id),
        label: item.name,
        state: menuItemState(item, now),
        ...(withPrice
          ? {
              detail:
                typeof item.price === 'number' ? formatMoney(item.price, currency, locale) : M.noPrice(),
            }
          : {}),
      }));
    },
    [client, currency, locale, M],
  );
  const parentRows = useMemo(() => toRows(parentOrder.ordered, false), [toRows, parentOrder.ordered]);
  const childRows = useMemo(() => toRows(childOrder.ordered, true), [toRows, childOrder.ordered]);

  const runAction = async (
    resource: Resource<MenuEntry>,
    item: MenuEntry,
    action: MenuItemAction,
    reload: () => Promise<unknown>,
  ) => {
    try {
      await changeMenuItemState(client, resource, item.id, action);
      await reload();
      onChanged();
      if (action === 'inactivateForToday')
        showToast(notify.queue, { title: M.inactivatedForToday(), tone: 'success' });
      else notify.success(action === 'activate' ? 'activated' : 'deactivated');
    } catch (error) {
      onError(error, 'save');
    }
  };

  if (parents.error && !parents.items) {
    return (
      <Card title={texts.parents}>
        <Stack gap="200">
          <p role="alert">{M.loadFailed()}</p>
          <Button variant="secondary" onPress={() => void parents.mutate()}>
            {M.retry()}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <div className={css.columns}>
      <Card title={texts.parents}>
        <Stack gap="300">
          <div className={css.toolbar}>
            <Button variant="secondary" onPress={() => onEditParent(null, parentItems.length + 1)}>
              {texts.newParent}
            </Button>
          </div>
          {parents.items ? (
            <MenuItemList
              label={texts.parents}
              rows={parentRows}
              empty={texts.noParents}
              onReorder={parentOrder.reorder}
              selectedId={selectedId}
              onSelect={setChosen}
              onAction={(id, action) => {
                const item = parentItems.find((entry) => String(entry.id) === id);
                if (!item) return;
                if (action === 'edit') onEditParent(item, item.position ?? 1);
                else void runAction(asMenu(parentResource), item, action, parents.mutate);
              }}
            />
          ) : (
            <Skeleton label={LL.common.loading()} count={4} />
          )}
        </Stack>
      </Card>
      <Card title={selected ? texts.children(selected.name) : texts.pick}>
        {selected ? (
          <Stack gap="300">
            <div className={css.toolbar}>
              <Button
                variant="secondary"
                onPress={() => onEditChild(null, parentIri, (children.items?.length ?? 0) + 1)}
              >
                {texts.newChild}
              </Button>
            </div>
            {children.error && !children.items ? (
              <Stack gap="200">
                <p role="alert">{M.loadFailed()}</p>
                <Button variant="secondary" onPress={() => void children.mutate()}>
                  {M.retry()}
                </Button>
              </Stack>
            ) : children.items ? (
              <MenuItemList
                label={texts.children(selected.name)}
                rows={childRows}
                empty={texts.noChildren}
                onReorder={childOrder.reorder}
                onAction={(id, action) => {
                  const item = children.items?.find((entry) => String(entry.id) === id);
                  if (!item) return;
                  if (action === 'edit') onEditChild(item, parentIri, item.position ?? 1);
                  else void runAction(asMenu(childResource), item, action, children.mutate);
                }}
              />
            ) : (
              <Skeleton label={LL.common.loading()} count={4} />
            )}
          </Stack>
        ) : (
          <p className={css.muted}>{texts.pick}</p>
        )}
      </Card>
    </div>
  );
}
