import type { MapPoint } from '@backoffice/domain';

/** A delivery area's shape: a polygon of map points, or a circle of a radius (metres) around the restaurant. */
export type AreaShape = { kind: 'polygon'; points: MapPoint[] } | { kind: 'circle'; radius: number };

/** The kinds of {@link AreaShape}. */
export const areaShapeKinds = ['polygon', 'circle'] as const;

/** A map editor drawn into an element (the Google one); the built-in editor is a component. */
export interface AreaMap {
  /** Shows another shape (after an edit outside the map). */
  setShape: (shape: AreaShape) => void;
  /** Removes listeners and the map. */
  destroy: () => void;
}

/**
 * What the area editor needs from a map provider: Google Maps (`loadGoogleAreaMap`); stories and tests inject a
 * fake, and without a key the built-in editor is used instead.
 */
export interface AreaMapApi {
  createAreaMap: (
    element: HTMLElement,
    options: { center: MapPoint; shape: AreaShape; onChange: (shape: AreaShape) => void },
  ) => AreaMap;
}

/** Loads a map provider for an API key. */
export type LoadAreaMap = (apiKey: string) => Promise<AreaMapApi>;

/** Texts of the area editor. */
export interface AreaEditorLabels {
  /** The drawing's accessible name, e.g. 'Map of Inner city'. */
  map: string;
  /** The restaurant's marker. */
  restaurant: string;
  /** A corner handle: 'Corner 2 of 5'. */
  vertex: (position: number, total: number) => string;
  /** How the keyboard moves a handle. */
  vertexHint: string;
  /** The circle's radius handle. */
  radius: string;
  /** The scale bar: '500 m'. */
  scale: (metres: number) => string;
  /** The coordinates table's caption. */
  coordinates: string;
  corner: string;
  latitude: string;
  longitude: string;
  latitudeOf: (position: number) => string;
  longitudeOf: (position: number) => string;
  /** The radius input of a circle, in metres. */
  radiusInput: string;
  addCorner: string;
  removeCorner: (position: number) => string;
  loading: string;
  /** The map failed to load: the built-in editor shows instead. */
  unavailable: string;
}
