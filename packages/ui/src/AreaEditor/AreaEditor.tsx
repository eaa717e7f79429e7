import type { MapPoint } from '@backoffice/domain';
import { useEffect, useRef, useState } from 'react';

import { Spinner } from '../Spinner';
import { AreaCoordinatesTable } from './AreaCoordinatesTable';
import { hint, map as mapClass, root } from './AreaEditor.css';
import type { AreaEditorLabels, AreaMap, AreaMapApi, AreaShape, LoadAreaMap } from './areaTypes';
import { BuiltInAreaEditor } from './BuiltInAreaEditor';

/** Props of {@link AreaEditor}. */
export interface AreaEditorProps {
  /** The restaurant's position: the view's centre and a circle's centre. */
  center: MapPoint;
  shape: AreaShape;
  onChange: (shape: AreaShape) => void;
  labels: AreaEditorLabels;
  /**
   * The Google Maps key from the platform config; without one (the sandbox, tests, machines with no internet)
   * the built-in editor is used and nothing is loaded.
   */
  mapsApiKey?: string | null;
  /** The map provider for a key. @default Google Maps, loaded on demand */
  loadMap?: LoadAreaMap;
  isDisabled?: boolean;
}

const loadGoogleAreaMapOnDemand: LoadAreaMap = (apiKey) =>
  import('./loadGoogleAreaMap').then(({ loadGoogleAreaMap }) => loadGoogleAreaMap(apiKey));

type MapState = { status: 'none' | 'loading' | 'failed' } | { status: 'ready'; api: AreaMapApi };

/**
 * A delivery area's shape on a map: with a key, on Google Maps (its polygon and circle editing); without one,
 * or when the map fails to load, on the built-in SVG editor. Both sit behind this one component, above the
 * table of coordinates, and report every edit through `onChange`.
 *
 * **When to use:** Drawing or editing a restaurant's delivery area (a polygon or a circle) on the delivery
 * areas page, with the table of coordinates below the map.
 *
 * **When not to use:** A single place (an address and its coordinates) is an {@link AddressField}; distance
 * rules without a shape are number fields.
 */
export function AreaEditor({
  center,
  shape,
  onChange,
  labels,
  mapsApiKey,
  loadMap = loadGoogleAreaMapOnDemand,
  isDisabled = false,
}: AreaEditorProps) {
  const state = useAreaMap(mapsApiKey, loadMap);
  return (
    <div className={root}>
      {state.status === 'ready' ? (
        <ProvidedMap api={state.api} center={center} shape={shape} onChange={onChange} label={labels.map} />
      ) : state.status === 'loading' ? (
        <Spinner label={labels.loading} />
      ) : (
        <>
          {state.status === 'failed' ? <p className={hint}>{labels.unavailable}</p> : null}
          <BuiltInAreaEditor
            center={center}
            shape={shape}
            onChange={onChange}
            labels={labels}
            isDisabled={isDisabled}
          />
        </>
      )}
      <AreaCoordinatesTable
        center={center}
        shape={shape}
        onChange={onChange}
        labels={labels}
        isDisabled={isDisabled}
      />
    </div>
  );
}

function useAreaMap(apiKey: string | null | undefined, loadMap: LoadAreaMap): MapState {
  const [loaded, setLoaded] = useState<{ key: string; state: MapState } | null>(null);
  useEffect(() => {
    if (!apiKey) return undefined;
    let isCurrent = true;
    loadMap(apiKey).then(
      (api) => {
        if (isCurrent) setLoaded({ key: apiKey, state: { status: 'ready', api } });
      },
      () => {
        if (isCurrent) setLoaded({ key: apiKey, state: { status: 'failed' } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [apiKey, loadMap]);
  if (!apiKey) return { status: 'none' };
  return loaded?.key === apiKey ? loaded.state : { status: 'loading' };
}

function ProvidedMap({
  api,
  center,
  shape,
  onChange,
  label,
}: {
  api: AreaMapApi;
  center: MapPoint;
  shape: AreaShape;
  onChange: (shape: AreaShape) => void;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<AreaMap | null>(null);
  const latest = useRef({ onChange, shape });
  useEffect(() => {
    latest.current = { onChange, shape };
  });
  useEffect(() => {
    if (!element.current) return undefined;
    const created = api.createAreaMap(element.current, {
      center,
      shape: latest.current.shape,
      onChange: (next) => latest.current.onChange(next),
    });
    map.current = created;
    return () => {
      created.destroy();
      map.current = null;
    };
  }, [api, center]);
  useEffect(() => {
    map.current?.setShape(shape);
  }, [shape]);
  return <div ref={element} className={mapClass} role="application" aria-label={label} />;
}
