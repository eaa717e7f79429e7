import type { MapPoint } from '@backoffice/domain';
import { fromLocalMeters, toLocalMeters } from '@backoffice/domain';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useId, useState } from 'react';

import { handle, restaurant, scale, scaleText, shape as shapeClass, drawing, hint } from './AreaEditor.css';
import { movePoint, scaleBarOf, viewExtentOf } from './areaGeometry';
import type { AreaEditorLabels, AreaShape } from './areaTypes';

/** Props of {@link BuiltInAreaEditor}. */
export interface BuiltInAreaEditorProps {
  /** The restaurant's position: the centre of the view and of a circle. */
  center: MapPoint;
  shape: AreaShape;
  onChange: (shape: AreaShape) => void;
  labels: AreaEditorLabels;
  isDisabled?: boolean;
}

/** Metres a corner moves per arrow key; with Shift, ten times as far. */
const STEP = 10;
const MIN_RADIUS = 10;

/**
 * The area drawn to scale in SVG around the restaurant (north up, metres on both axes), with no map tiles: for
 * the sandbox, tests and machines with no internet. Corners and the radius handle are dragged with a pointer or
 * focused (Tab) and moved with the arrow keys (10 m, Shift 100 m); a scale bar shows the distance.
 */
export function BuiltInAreaEditor({
  center,
  shape,
  onChange,
  labels,
  isDisabled = false,
}: BuiltInAreaEditorProps) {
  const hintId = useId();
  const [dragging, setDragging] = useState<number | 'radius' | null>(null);
  // The view stays put while a handle is dragged, so the handle stays under the pointer.
  const [frozenExtent, setFrozenExtent] = useState<number | null>(null);
  const extent = frozenExtent ?? viewExtentOf(center, shape);
  const handleSize = extent / 30;
  const bar = scaleBarOf(extent);

  const toView = (point: MapPoint) => {
    const local = toLocalMeters(center, point);
    return { x: local.x, y: -local.y };
  };
  const fromPointer = (event: PointerEvent<SVGElement>): MapPoint | null => {
    const matrix = event.currentTarget.ownerSVGElement?.getScreenCTM();
    if (!matrix) return null;
    const position = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return fromLocalMeters(center, { x: position.x, y: -position.y });
  };

  const setCorner = (index: number, point: MapPoint) => {
    if (shape.kind !== 'polygon') return;
    onChange({ kind: 'polygon', points: shape.points.map((other, at) => (at === index ? point : other)) });
  };
  const setRadius = (radius: number) => {
    onChange({ kind: 'circle', radius: Math.max(MIN_RADIUS, Math.round(radius)) });
  };

  const keyMove = (event: KeyboardEvent): { x: number; y: number } | null => {
    const step = event.shiftKey ? STEP * 10 : STEP;
    switch (event.key) {
      case 'ArrowUp':
        return { x: 0, y: step };
      case 'ArrowDown':
        return { x: 0, y: -step };
      case 'ArrowRight':
        return { x: step, y: 0 };
      case 'ArrowLeft':
        return { x: -step, y: 0 };
      default:
        return null;
    }
  };

  const dragProps = (target: number | 'radius') => ({
    tabIndex: isDisabled ? -1 : 0,
    role: 'button',
    'aria-describedby': hintId,
    'aria-disabled': isDisabled || undefined,
    'data-dragging': dragging === target || undefined,
    className: handle,
    onPointerDown: (event: PointerEvent<SVGElement>) => {
      if (isDisabled) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      event.currentTarget.focus();
      setFrozenExtent(extent);
      setDragging(target);
    },
    onPointerMove: (event: PointerEvent<SVGElement>) => {
      if (dragging !== target) return;
      const point = fromPointer(event);
      if (!point) return;
      if (target === 'radius') {
        const local = toLocalMeters(center, point);
        setRadius(Math.hypot(local.x, local.y));
      } else setCorner(target, point);
    },
    onPointerUp: () => {
      setFrozenExtent(null);
      setDragging(null);
    },
    onPointerCancel: () => {
      setFrozenExtent(null);
      setDragging(null);
    },
    onKeyDown: (event: KeyboardEvent<SVGElement>) => {
      if (isDisabled) return;
      const by = keyMove(event);
      if (!by) return;
      event.preventDefault();
      if (target === 'radius' && shape.kind === 'circle') setRadius(shape.radius + by.x + by.y);
      else if (typeof target === 'number' && shape.kind === 'polygon') {
        const point = shape.points[target];
        if (point) setCorner(target, movePoint(center, point, by));
      }
    },
  });

  const points = shape.kind === 'polygon' ? shape.points.map(toView) : [];
  return (
    <>
      <svg
        className={drawing}
        viewBox={`${-extent} ${-extent} ${extent * 2} ${extent * 2}`}
        role="group"
        aria-label={labels.map}
      >
        {shape.kind === 'circle' ? (
          <circle className={shapeClass} cx={0} cy={0} r={shape.radius} />
        ) : points.length > 0 ? (
          <polygon className={shapeClass} points={points.map(({ x, y }) => `${x},${y}`).join(' ')} />
        ) : null}
        <circle
          className={restaurant}
          cx={0}
          cy={0}
          r={handleSize * 0.8}
          role="img"
          aria-label={labels.restaurant}
        />
        {shape.kind === 'circle' ? (
          <circle
            {...dragProps('radius')}
            cx={shape.radius}
            cy={0}
            r={handleSize}
            aria-label={labels.radius}
          />
        ) : (
          points.map(({ x, y }, index) => (
            <circle
              key={index}
              {...dragProps(index)}
              cx={x}
              cy={y}
              r={handleSize}
              aria-label={labels.vertex(index + 1, points.length)}
            />
          ))
        )}
        <g aria-hidden="true">
          <line
            className={scale}
            x1={-extent * 0.9}
            x2={-extent * 0.9 + bar}
            y1={extent * 0.9}
            y2={extent * 0.9}
          />
          <text className={scaleText} x={-extent * 0.9} y={extent * 0.85} fontSize={extent / 18}>
            {labels.scale(bar)}
          </text>
        </g>
      </svg>
      <p id={hintId} className={hint}>
        {labels.vertexHint}
      </p>
    </>
  );
}
