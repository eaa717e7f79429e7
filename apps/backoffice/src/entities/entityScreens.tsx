import type { ScreenMap, ScreenProps } from '../screens/screenTypes';
import { EntityFormScreen } from './EntityFormScreen';
import { EntityListScreen } from './EntityListScreen';
import type { EntityDefinition, EntityRecord } from './types';

/**
 * The list, create and edit screens of an entity definition, by the route names of the route table
 * (`{route}-list`, `{route}-create`, `{route}-edit`). A screen group spreads them into its screen map.
 * @example export const screens: ScreenMap = { ...entityScreens(tags), ...entityScreens(brands) };
 */
export function entityScreens<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
): ScreenMap {
  const List = (props: ScreenProps) => <EntityListScreen {...props} definition={definition} />;
  const Edit = (props: ScreenProps) => <EntityFormScreen {...props} definition={definition} />;
  List.displayName = `${definition.route}List`;
  Edit.displayName = `${definition.route}Form`;
  return {
    [`${definition.route}-list`]: List,
    [`${definition.route}-create`]: Edit,
    [`${definition.route}-edit`]: Edit,
  };
}

/** Declares an entity screen; the identity, with the entity and form value types inferred and checked. */
export function defineEntity<T extends EntityRecord, V extends object = T>(
  definition: EntityDefinition<T, V>,
): EntityDefinition<T, V> {
  return definition;
}
