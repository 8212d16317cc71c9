import { bool, boolField } from '../fields';
import { type BlockBase, defineParagraph, paragraph, titledBlock } from './define';
import { type CtaHead, ctaHead, ctaHeadFields } from './shared';

/** special_end_cta. */
export interface SpecialEndCtaBlock extends BlockBase, CtaHead {
  readonly kind: 'specialEndCta';
  readonly confetti: boolean;
}

export const specialEndCtaParagraph = defineParagraph({
  bundle: 'special_end_cta',
  schema: paragraph({ ...ctaHeadFields, field_confetti: boolField }),
  map: (p, ctx): SpecialEndCtaBlock | null =>
    titledBlock(p, 'specialEndCta', { ...ctaHead(p, ctx), confetti: bool(p.field_confetti) }),
});
