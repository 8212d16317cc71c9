import { defineBlock } from '../renderer/registry';
import { PositionMarker } from './position-marker';

export { PositionMarker } from './position-marker';

export const positionMarkerBlock = defineBlock({ kind: 'positionMarker', component: PositionMarker });
