import { resources, useItem } from '@backoffice/api';
import { isRestaurantAdmin, isSuperAdmin, LIMITS } from '@backoffice/domain';
import { CutoffRuleListField, Spinner, Tab, TabList, TabPanel, Tabs } from '@backoffice/ui';
import { lazy, Suspense, useEffect } from 'react';

import { EntityPage } from '../../entities/EntityPage';
import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenProps } from '../screenTypes';
import { ForbiddenScreen } from '../system/ForbiddenScreen';
import { BusinessHoursPage } from './BusinessHoursPage';
import { DeliveryAreasPage } from './DeliveryAreasPage';
import { DistanceRulesField } from './DistanceRulesField';
import { OtterPage } from './OtterPage';
import type { RestaurantPage } from './restaurantPages';
import {
  billingSections,
  canteenSections,
  generalSections,
  pagesFor,
  pickupSections,
  restaurantPages,
  restaurantPageTextKeys,
  softwareSections,
  toPageValues,
} from './restaurantPages';
import { RestaurantPageForm } from './RestaurantPageForm';
import type { RestaurantRecord } from './restaurants';
import { RestaurantSections } from './RestaurantSections';
import { restaurantTexts } from './restaurantTexts';

const MenuEditorPage = lazy(() =>
  import('./menu/MenuEditorPage').then((module) => ({ default: module.MenuEditorPage })),
);

/** Each form page's values, with null in its fields the restaurant does not hold yet. */
const pageValues: Partial<Record<RestaurantPage, (restaurant: RestaurantRecord) => RestaurantRecord>> = {
  general: toPageValues(generalSections),
  'pickup-delivery': toPageValues(pickupSections),
  billing: toPageValues(billingSections),
  software: toPageValues(softwareSections),
  canteen: toPageValues(canteenSections),
};

const isPage = (value: string | undefined): value is RestaurantPage =>
  (restaurantPages as readonly string[]).includes(value ?? '');

/**
 * The restaurant editor at /restaurants/{id}/{page?}: one tab per page, the page's name in the URL. Super admins
 * see every page; the restaurant's own admins see the menu and business hours (and the otter connect link of an
 * unconnected otter restaurant); anyone else, or a page the user may not open, gets the 403 page.
 */
export function RestaurantEditScreen({ params }: ScreenProps) {
  const claims = useClaims();
  const roles = claims?.roles ?? [];
  const superAdmin = isSuperAdmin(roles);
  const id = params.id ?? '';
  const ownsRestaurant =
    isRestaurantAdmin(roles) &&
    (claims?.managed_restaurants ?? []).some((restaurant) => String(restaurant.id) === id);
  if (!superAdmin && !ownsRestaurant) return <ForbiddenScreen />;
  return <RestaurantEditor id={id} page={params.page} isSuperAdmin={superAdmin} />;
}

function RestaurantEditor({
  id,
  page,
  isSuperAdmin: superAdmin,
}: {
  id: string;
  page: string | undefined;
  isSuperAdmin: boolean;
}) {
  const { LL } = useI18n();
  const navigate = useGuardedNavigate();
  const item = useItem(resources.restaurants, id);
  const restaurant = item.data as RestaurantRecord | undefined;
  const allowed = restaurant ? pagesFor(restaurant, superAdmin) : [];
  const fallback = superAdmin ? 'general' : 'menu';
  const current: RestaurantPage = isPage(page) ? page : fallback;
  const unknownPage = page !== undefined && !isPage(page);

  useEffect(() => {
    // A page name the editor does not know opens the first page.
    if (unknownPage) navigate(pathFor('restaurant-edit', { id, page: fallback }), { replace: true });
  }, [unknownPage, navigate, id, fallback]);

  if (!restaurant) {
    return (
      <EntityPage
        title={LL.restaurants.restaurant.one()}
        isLoading={item.error === undefined}
        loadFailed={item.error === undefined ? undefined : () => void item.mutate()}
      />
    );
  }
  if (!allowed.includes(current)) return <ForbiddenScreen />;

  const texts = restaurantTexts(LL);
  const P = LL.restaurants.editor.pages;
  const onSaved = (saved: RestaurantRecord) => void item.mutate(saved, { revalidate: false });
  const form = (label: string, content: React.ReactNode) => (
    <RestaurantPageForm<RestaurantRecord>
      key={current}
      restaurant={restaurant}
      onSaved={onSaved}
      label={label}
      toValues={pageValues[current] ?? identity}
      toPayload={identity}
    >
      {content}
    </RestaurantPageForm>
  );
  const C = LL.restaurants.cutoffRules;

  const content = (): React.ReactNode => {
    switch (current) {
      case 'general':
        return form(P.general(), <RestaurantSections sections={generalSections} texts={texts} />);
      case 'menu':
        return (
          <Suspense fallback={<Spinner label={LL.restaurants.editor.loadingMenu()} />}>
            <MenuEditorPage restaurantId={String(restaurant.id)} />
          </Suspense>
        );
      case 'business-hours':
        return <BusinessHoursPage restaurant={restaurant} onSaved={onSaved} />;
      case 'pickup-delivery':
        return form(
          P.pickupDelivery(),
          <RestaurantSections
            sections={pickupSections}
            texts={texts}
            extra={{
              delivery: (
                <DistanceRulesField
                  name="deliverySetting.deliveryRules"
                  label={texts.fields['deliverySetting.deliveryRules']?.() ?? ''}
                />
              ),
            }}
          />,
        );
      case 'delivery-areas':
        return <DeliveryAreasPage restaurant={restaurant} onSaved={onSaved} />;
      case 'billing':
        return form(P.billing(), <RestaurantSections sections={billingSections} texts={texts} />);
      case 'software':
        return form(P.software(), <RestaurantSections sections={softwareSections} texts={texts} />);
      case 'canteen':
        return form(
          P.canteen(),
          <RestaurantSections
            sections={canteenSections}
            texts={texts}
            extra={{
              canteenRules: (
                <CutoffRuleListField
                  name="defaultCanteenRules"
                  label={texts.fields.defaultCanteenRules?.() ?? ''}
                  reference={LIMITS.defaultCutoffReference}
                  labels={{
                    rule: (position) => C.rule({ position }),
                    cutoffTime: C.cutoffTime(),
                    limit: C.limit(),
                    add: C.add(),
                    remove: (position) => C.remove({ position }),
                    cutoffPlaceholder: 'YYYY-MM-DD HH:mm:ss',
                  }}
                />
              ),
            }}
          />,
        );
      case 'otter':
        return <OtterPage restaurant={restaurant} />;
    }
  };

  return (
    <EntityPage title={restaurant.name || String(restaurant.id)}>
      <Tabs
        selectedKey={current}
        onSelectionChange={(key) => navigate(pathFor('restaurant-edit', { id, page: String(key) }))}
      >
        <TabList aria-label={LL.restaurants.editor.tabs()}>
          {allowed.map((name) => (
            <Tab key={name} id={name}>
              {P[restaurantPageTextKeys[name]]()}
            </Tab>
          ))}
        </TabList>
        {allowed.map((name) => (
          <TabPanel key={name} id={name}>
            {name === current ? content() : null}
          </TabPanel>
        ))}
      </Tabs>
    </EntityPage>
  );
}

function identity<T>(value: T): T {
  return value;
}
