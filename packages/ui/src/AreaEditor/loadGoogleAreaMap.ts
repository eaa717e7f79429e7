/// <reference types="google.maps" />
import type { MapPoint } from '@backoffice/domain';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

import type { AreaMapApi, AreaShape } from './areaTypes';

const areaZoom = 13;

/**
 * Google's area editor: the Maps JavaScript API through @googlemaps/js-api-loader v2 (`setOptions` then
 * `importLibrary`), an editable, draggable polygon or an editable circle around the restaurant. Google removed
 * the drawing library's DrawingManager in Maps 3.65, so a new shape starts from the editor's shape choice (a
 * first triangle or a circle) and is then drawn by moving, adding and removing its corners on the map. The area
 * editor imports this module only when a map key is configured, so the loader and the network stay out of
 * keyless builds, stories and tests.
 */
export async function loadGoogleAreaMap(apiKey: string): Promise<AreaMapApi> {
  setOptions({ key: apiKey, v: 'weekly' });
  const maps = await importLibrary('maps');
  return {
    createAreaMap(element, { center, shape, onChange }) {
      const map = new maps.Map(element, {
        center,
        zoom: areaZoom,
        streetViewControl: false,
        mapTypeControl: false,
      });
      new maps.Circle({ map, center, radius: 8, clickable: false, strokeOpacity: 0, fillOpacity: 1 });
      let overlay: google.maps.Polygon | google.maps.Circle | null = null;
      let listeners: google.maps.MapsEventListener[] = [];
      const clear = () => {
        listeners.forEach((listener) => listener.remove());
        listeners = [];
        overlay?.setMap(null);
        overlay = null;
      };
      const pathOf = (polygon: google.maps.Polygon): MapPoint[] =>
        polygon
          .getPath()
          .getArray()
          .map((point) => ({ lat: point.lat(), lng: point.lng() }));
      const show = (next: AreaShape) => {
        clear();
        if (next.kind === 'circle') {
          const circle = new maps.Circle({ map, center, radius: next.radius, editable: true });
          overlay = circle;
          listeners.push(
            circle.addListener('radius_changed', () =>
              onChange({ kind: 'circle', radius: circle.getRadius() }),
            ),
          );
          return;
        }
        const polygon = new maps.Polygon({ map, paths: next.points, editable: true, draggable: true });
        overlay = polygon;
        const report = () => onChange({ kind: 'polygon', points: pathOf(polygon) });
        const path = polygon.getPath();
        listeners.push(
          path.addListener('set_at', report),
          path.addListener('insert_at', report),
          path.addListener('remove_at', report),
          polygon.addListener('dragend', report),
        );
      };
      show(shape);
      return {
        setShape(next) {
          // An edit made on the map comes back as the same shape: redraw only what changed elsewhere.
          if (overlay instanceof maps.Circle && next.kind === 'circle') {
            if (overlay.getRadius() !== next.radius) overlay.setRadius(next.radius);
            return;
          }
          if (overlay instanceof maps.Polygon && next.kind === 'polygon') {
            const current = pathOf(overlay);
            const same =
              current.length === next.points.length &&
              current.every((point, index) => {
                const other = next.points[index];
                return other !== undefined && other.lat === point.lat && other.lng === point.lng;
              });
            if (same) return;
          }
          show(next);
        },
        destroy() {
          clear();
        },
      };
    },
  };
}
