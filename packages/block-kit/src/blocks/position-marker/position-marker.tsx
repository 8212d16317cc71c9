import type { BlockComponentProps } from '../renderer/registry';

/**
 * conversation, group, library, community: places where community features go. The kit renders
 * nothing; a brand registers a renderer when it has the feature.
 */
export function PositionMarker({ block }: BlockComponentProps<'positionMarker'>) {
  return <div className={`bk-position-marker bk-position-marker--${block.marker}`} hidden />;
}
