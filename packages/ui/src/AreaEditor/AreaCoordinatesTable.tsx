import type { MapPoint } from '@backoffice/domain';
import { useState } from 'react';

import { Button } from '../Button';
import { NumberInput } from '../Form/NumberInput';
import { IconButton } from '../IconButton';
import { caption, cell, table } from './AreaEditor.css';
import { withAddedCorner } from './areaGeometry';
import type { AreaEditorLabels, AreaShape } from './areaTypes';

/** Props of {@link AreaCoordinatesTable}. */
export interface AreaCoordinatesTableProps {
  center: MapPoint;
  shape: AreaShape;
  onChange: (shape: AreaShape) => void;
  labels: AreaEditorLabels;
  isDisabled?: boolean;
}

/**
 * The shape as numbers: each corner's latitude and longitude (editable, removable down to three corners, and a
 * corner added after the last), or a circle's radius in metres.
 */
export function AreaCoordinatesTable({
  center,
  shape,
  onChange,
  labels,
  isDisabled = false,
}: AreaCoordinatesTableProps) {
  if (shape.kind === 'circle') {
    return (
      <CoordinateInput
        label={labels.radiusInput}
        value={shape.radius}
        isValid={(radius) => radius >= 0}
        isDisabled={isDisabled}
        onCommit={(radius) => onChange({ kind: 'circle', radius })}
      />
    );
  }
  const { points } = shape;
  const setPoint = (index: number, patch: Partial<MapPoint>) =>
    onChange({
      kind: 'polygon',
      points: points.map((point, at) => (at === index ? { ...point, ...patch } : point)),
    });
  return (
    <>
      <table className={table}>
        <caption className={caption}>{labels.coordinates}</caption>
        <thead>
          <tr>
            <th className={cell} scope="col">
              {labels.corner}
            </th>
            <th className={cell} scope="col">
              {labels.latitude}
            </th>
            <th className={cell} scope="col">
              {labels.longitude}
            </th>
            <td className={cell} />
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th className={cell} scope="row">
                {index + 1}
              </th>
              <td className={cell}>
                <CoordinateInput
                  label={labels.latitudeOf(index + 1)}
                  value={point.lat}
                  isValid={(lat) => Math.abs(lat) <= 90}
                  isDisabled={isDisabled}
                  onCommit={(lat) => setPoint(index, { lat })}
                />
              </td>
              <td className={cell}>
                <CoordinateInput
                  label={labels.longitudeOf(index + 1)}
                  value={point.lng}
                  isValid={(lng) => Math.abs(lng) <= 180}
                  isDisabled={isDisabled}
                  onCommit={(lng) => setPoint(index, { lng })}
                />
              </td>
              <td className={cell}>
                <IconButton
                  icon="close"
                  label={labels.removeCorner(index + 1)}
                  isDisabled={isDisabled || points.length <= 3}
                  onPress={() =>
                    onChange({ kind: 'polygon', points: points.filter((_, at) => at !== index) })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => onChange({ kind: 'polygon', points: withAddedCorner(center, points) })}
        >
          {labels.addCorner}
        </Button>
      </div>
    </>
  );
}

/**
 * A number that reaches the shape only when it is one and in range; while it is empty or not (yet) a number the
 * text stays as typed, and leaving the input shows the shape's value again.
 */
function CoordinateInput({
  label,
  value,
  isValid,
  isDisabled,
  onCommit,
}: {
  label: string;
  value: number;
  isValid: (value: number) => boolean;
  isDisabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  return (
    <NumberInput
      label={label}
      value={pending === undefined ? value : pending}
      isDisabled={isDisabled}
      onChange={(next) => {
        if (next !== null && Number.isFinite(next) && isValid(next)) {
          setPending(undefined);
          onCommit(next);
        } else setPending(next);
      }}
      onBlur={() => setPending(undefined)}
    />
  );
}
