export {
  ISLAND_ATTRIBUTE,
  ISLAND_COOKIE_ATTRIBUTE,
  ISLAND_DATA_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_STORED_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
} from './attributes';
export type { IslandData, IslandProps, IslandRenderer, IslandWhen } from './island';
export {
  Island,
  IslandContext,
  IslandMarks,
  islandOf,
  useIslandMarks,
} from './island';
export type { IslandRegistry } from './kit-islands';
export { kitIslands } from './kit-islands';
