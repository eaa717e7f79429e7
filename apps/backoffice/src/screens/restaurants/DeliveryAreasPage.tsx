import type { DeliveryArea } from '@backoffice/domain';
import type { AreaShape } from '@backoffice/ui';
import {
  AreaEditor,
  Button,
  Card,
  DateTimeField,
  Inline,
  NumberField,
  Select,
  Stack,
  SwitchField,
  TextField,
} from '@backoffice/ui';
import { useMemo } from 'react';
import { useForm, useFormState } from 'react-final-form';

import { usePlatformConfig } from '../../config/ConfigGate';
import { useI18n } from '../../i18n/I18nProvider';
import type { DeliveryAreasValues } from './deliveryAreasModel';
import {
  newArea,
  squareAround,
  restaurantPositionOf,
  toAreaShape,
  toDeliveryAreasPayload,
  withAreaShape,
} from './deliveryAreasModel';
import { RestaurantPageForm } from './RestaurantPageForm';
import type { RestaurantRecord } from './restaurants';

const toValues = (restaurant: RestaurantRecord): DeliveryAreasValues => ({ areas: restaurant.areas ?? [] });
const toFieldPath = (path: string) => path;

/**
 * Delivery areas: each area's fields, and its shape on a map around the restaurant (Google Maps with a key,
 * the built-in editor without one). Saving fixes each area's pre-order day-until at 30 and its price category
 * at average (the domain's toSavedArea).
 */
export function DeliveryAreasPage({
  restaurant,
  onSaved,
}: {
  restaurant: RestaurantRecord;
  onSaved: (restaurant: RestaurantRecord) => void;
}) {
  const { LL } = useI18n();
  return (
    <RestaurantPageForm<DeliveryAreasValues>
      restaurant={restaurant}
      onSaved={onSaved}
      label={LL.restaurants.editor.pages.deliveryAreas()}
      toValues={toValues}
      toPayload={toDeliveryAreasPayload}
      toFieldPath={toFieldPath}
    >
      <AreaList restaurant={restaurant} />
    </RestaurantPageForm>
  );
}

function AreaList({ restaurant }: { restaurant: RestaurantRecord }) {
  const { LL } = useI18n();
  const A = LL.restaurants.areas;
  const form = useForm<DeliveryAreasValues>();
  const { values } = useFormState<DeliveryAreasValues>({ subscription: { values: true } });
  const areas = values.areas;
  return (
    <Stack gap="400">
      {areas.length === 0 ? (
        <Card title={A.heading()}>
          <p>{A.noAreas()}</p>
        </Card>
      ) : null}
      {areas.map((area, index) => (
        <AreaCard
          key={index}
          index={index}
          area={area}
          restaurant={restaurant}
          onRemove={() =>
            form.change(
              'areas',
              areas.filter((_, other) => other !== index),
            )
          }
        />
      ))}
      <Inline gap="200">
        <Button
          variant="secondary"
          onPress={() =>
            form.change('areas', [...areas, newArea(A.untitled({ position: areas.length + 1 }))])
          }
        >
          {A.add()}
        </Button>
      </Inline>
    </Stack>
  );
}

function AreaCard({
  index,
  area,
  restaurant,
  onRemove,
}: {
  index: number;
  area: DeliveryArea;
  restaurant: RestaurantRecord;
  onRemove: () => void;
}) {
  const { LL } = useI18n();
  const A = LL.restaurants.areas;
  const F = A.fields;
  const name = (field: keyof DeliveryArea) => `areas.${index}.${field}`;
  const title = area.name || A.untitled({ position: index + 1 });
  const number = (field: keyof DeliveryArea & keyof typeof F, isInteger = false) => (
    <NumberField
      name={name(field)}
      label={F[field]()}
      rules={[
        (value) =>
          value === null || value === undefined || (value >= 0 && (!isInteger || Number.isInteger(value))),
      ]}
    />
  );
  return (
    <Card title={title} actions={[{ id: 'remove', label: A.remove(), onPress: onRemove, tone: 'critical' }]}>
      <Stack gap="300">
        <TextField name={name('name')} label={F.name()} isRequired />
        <AreaShapeField index={index} area={area} restaurant={restaurant} title={title} />
        <SwitchField name={name('isActive')} label={F.isActive()} />
        {number('deliveryDelay', true)}
        {number('deliveryPrice')}
        {number('deliveryPriceLimit')}
        {number('minimumOrder')}
        {number('deliveryMinTime', true)}
        {number('deliveryMaxTime', true)}
        <SwitchField name={name('isPreOrder')} label={F.isPreOrder()} />
        {area.isPreOrder ? (
          <>
            <DateTimeField
              name={name('preOrderBorderTime')}
              label={F.preOrderBorderTime()}
              granularity="time"
            />
            {number('preOrderDayBefore', true)}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function AreaShapeField({
  index,
  area,
  restaurant,
  title,
}: {
  index: number;
  area: DeliveryArea;
  restaurant: RestaurantRecord;
  title: string;
}) {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const form = useForm<DeliveryAreasValues>();
  const A = LL.restaurants.areas;
  const M = A.map;
  const position = restaurantPositionOf(restaurant);
  const center = useMemo(() => position, [position?.lat, position?.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  const shape = toAreaShape(area);
  const change = (next: AreaShape) => {
    const areas = form.getState().values.areas;
    form.change(
      'areas',
      areas.map((other, at) => (at === index ? withAreaShape(other, next) : other)),
    );
  };
  const labels = useMemo(
    () => ({
      map: M.label({ name: title }),
      restaurant: M.restaurant(),
      vertex: (position: number, total: number) => M.vertex({ position, total }),
      vertexHint: M.vertexHint(),
      radius: M.radius(),
      scale: (metres: number) => M.scale({ metres }),
      coordinates: M.coordinates({ name: title }),
      corner: M.corner(),
      latitude: M.latitude(),
      longitude: M.longitude(),
      latitudeOf: (position: number) => M.latitudeOf({ position }),
      longitudeOf: (position: number) => M.longitudeOf({ position }),
      radiusInput: A.fields.deliveryRadius(),
      addCorner: M.addCorner(),
      removeCorner: (position: number) => M.removeCorner({ position }),
      loading: M.loading(),
      unavailable: M.unavailable(),
    }),
    [A, M, title],
  );
  return (
    <Stack gap="300">
      <Select
        label={A.shape()}
        value={shape.kind}
        options={[
          { id: 'polygon', label: A.shapes.polygon() },
          { id: 'circle', label: A.shapes.circle() },
        ]}
        onChange={(kind) => {
          if (kind === shape.kind || !center) return;
          change(
            kind === 'polygon'
              ? { kind: 'polygon', points: squareAround(center, shape.kind === 'circle' ? shape.radius : 0) }
              : { kind: 'circle', radius: 1000 },
          );
        }}
        isDisabled={!center}
      />
      {center ? (
        <AreaEditor
          center={center}
          shape={shape}
          onChange={change}
          labels={labels}
          mapsApiKey={config.googleMapsApiKey ?? null}
        />
      ) : (
        <p>{A.noPosition()}</p>
      )}
    </Stack>
  );
}
