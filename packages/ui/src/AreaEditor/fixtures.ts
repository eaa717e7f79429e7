import type { MapPoint } from '@backoffice/domain';

import type { AreaEditorLabels, AreaMapApi, AreaShape, LoadAreaMap } from './areaTypes';

/** A restaurant in central Budapest. */
export const restaurantPosition: MapPoint = { lat: 47.4979, lng: 19.0402 };

/** A four-corner area around it (about 1 km across). */
export const squareArea: AreaShape = {
  kind: 'polygon',
  points: [
    { lat: 47.5024, lng: 19.0335 },
    { lat: 47.5024, lng: 19.0469 },
    { lat: 47.4934, lng: 19.0469 },
    { lat: 47.4934, lng: 19.0335 },
  ],
};

export const circleArea: AreaShape = { kind: 'circle', radius: 1500 };

export const areaEditorLabels: AreaEditorLabels = {
  map: 'Map of Inner city',
  restaurant: 'Restaurant',
  vertex: (position, total) => `Corner ${position} of ${total}`,
  vertexHint: 'Arrow keys move it 10 m, with Shift 100 m.',
  radius: 'Radius handle',
  scale: (metres) => `${metres} m`,
  coordinates: 'Coordinates of Inner city',
  corner: 'Corner',
  latitude: 'Latitude',
  longitude: 'Longitude',
  latitudeOf: (position) => `Latitude of corner ${position}`,
  longitudeOf: (position) => `Longitude of corner ${position}`,
  radiusInput: 'Radius (m)',
  addCorner: 'Add a corner',
  removeCorner: (position) => `Remove corner ${position}`,
  loading: 'Loading the map…',
  unavailable: 'The map could not be loaded; the built-in editor is shown.',
};

/** A map provider that draws nothing and records the shapes it is given (stories of the keyed path). */
export const loadFakeAreaMap: LoadAreaMap = () =>
  Promise.resolve<AreaMapApi>({
    createAreaMap(element) {
      element.dataset.fakeMap = 'ready';
      return { setShape: () => undefined, destroy: () => undefined };
    },
  });

/** A map provider whose script fails to load. */
export const loadFailingAreaMap: LoadAreaMap = () => Promise.reject(new Error('offline'));
