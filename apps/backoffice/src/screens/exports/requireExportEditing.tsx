import type { ComponentType } from 'react';
import { Redirect } from 'wouter';

import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenMap, ScreenProps } from '../screenTypes';

/**
 * The custom export list, create and edit screens for a session that may edit custom exports (the
 * custom-export-edit flag); without it the user goes to the export results, the one entry the menu offers then.
 */
export function requireExportEditing(screens: ScreenMap): ScreenMap {
  return Object.fromEntries(
    Object.entries(screens).map(([name, Screen]) => {
      if (!Screen) return [name, Screen];
      const Guarded = (props: ScreenProps) => {
        const claims = useClaims();
        return claims?.custom_export_edit_enabled === true ? (
          <Screen {...props} />
        ) : (
          <Redirect to={pathFor('custom-export-show')} replace />
        );
      };
      Guarded.displayName = `ExportEditing(${(Screen as ComponentType).displayName ?? name})`;
      return [name, Guarded];
    }),
  );
}
