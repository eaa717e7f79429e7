import type { ComponentType } from 'react';

import type { ScreenMap, ScreenProps } from '../screenTypes';
import { useCanteenRealtime } from './useCanteenRealtime';

/**
 * The edit screen of a canteen's screen map, following the canteen's realtime channel (useCanteenRealtime): the
 * other screens are left as they are.
 */
export function withCanteenRealtime(
  screens: ScreenMap,
  options: {
    editRoute: string;
    kind: 'cloudCanteen' | 'residentialCanteen';
    idParam: string;
    resourceName: string;
  },
): ScreenMap {
  const found = screens[options.editRoute];
  if (!found) return screens;
  const Edit: ComponentType<ScreenProps> = found;
  function LiveCanteenEdit(props: ScreenProps) {
    useCanteenRealtime(options.kind, props.params[options.idParam], options.resourceName);
    return <Edit {...props} />;
  }
  return { ...screens, [options.editRoute]: LiveCanteenEdit };
}
