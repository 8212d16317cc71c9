import type { z } from 'zod/mini';
import { num, numberField } from '../fields';
import { type BlockBase, block, defineParagraph, paragraph } from './define';

/** conversation, group, library and community: position markers for the community features. */
export interface PositionMarkerBlock extends BlockBase {
  readonly kind: 'positionMarker';
  readonly marker: 'conversation' | 'group' | 'library' | 'community';
  /** conversation id (default -1) or group id. */
  readonly refId?: number;
}

const schema = paragraph({ field_conversation_id: numberField, field_group_id: numberField });

function marker<const B extends PositionMarkerBlock['marker']>(
  bundle: B,
  refId: (p: z.output<typeof schema>) => number | undefined = () => undefined,
) {
  return defineParagraph({
    bundle,
    schema,
    map: (p): PositionMarkerBlock => block(p, 'positionMarker', { marker: bundle, refId: refId(p) }),
  });
}

// spec 2 §3.3: a conversation marker without its id points at conversation -1.
export const conversationParagraph = marker('conversation', (p) => num(p.field_conversation_id) ?? -1);
export const groupParagraph = marker('group', (p) => num(p.field_group_id));
export const libraryParagraph = marker('library');
export const communityParagraph = marker('community');
