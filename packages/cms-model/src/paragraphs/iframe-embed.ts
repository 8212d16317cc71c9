import { num, numberField, plain, stringField } from '../fields';
import { type BlockBase, block, defineParagraph, paragraph, title } from './define';

/** The kinds of iframe embed (spec 2 §4). */
export type IframeEmbedKind = 'riddle' | 'interactive' | 'spotify' | 'other';

const EMBED_KINDS: readonly IframeEmbedKind[] = ['riddle', 'interactive', 'spotify', 'other'];

/** iframe_embed: quiz and interactive embeds (consent rules of spec 2 §4). */
export interface IframeEmbedBlock extends BlockBase {
  readonly kind: 'iframeEmbed';
  readonly embedKind: IframeEmbedKind;
  readonly title: string;
  readonly url: string;
  /** Pixels; Spotify is always 200 (spec 2 §9). */
  readonly height?: number;
}

export const iframeEmbedParagraph = defineParagraph({
  bundle: 'iframe_embed',
  schema: paragraph({
    ...title,
    field_embed_kind: stringField,
    field_url: stringField,
    field_height: numberField,
  }),
  map: (p): IframeEmbedBlock | null => {
    const url = plain(p.field_url);
    if (!url || !/^https:\/\//i.test(url)) return null;
    const kindValue = plain(p.field_embed_kind) ?? 'other';
    const embedKind = (EMBED_KINDS as readonly string[]).includes(kindValue)
      ? (kindValue as IframeEmbedKind)
      : 'other';
    return block(p, 'iframeEmbed', {
      embedKind,
      title: plain(p.field_title) ?? '',
      url,
      // spec 2 §4, §9: a spotify embed is always 200 high.
      height: embedKind === 'spotify' ? 200 : num(p.field_height),
    });
  },
});
