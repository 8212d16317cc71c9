import { fieldList } from '@dementie/api-client';
import { z } from 'zod/mini';
import {
  bool,
  boolField,
  firstLink,
  html,
  linkField,
  type MapContext,
  mediaField,
  stringField,
  textField,
  visualMedia,
} from '../fields';
import type { Link } from '../link';
import type { BlockColor, SanitizedHtml, VisualMedia } from '../model';
import {
  type BlockBase,
  block,
  defineParagraph,
  listBlock,
  mapItems,
  paragraph,
  title,
  titledPart,
} from './define';
import { colorOf } from './shared';

/*
 * cta holds spotlights and end ctas; a spotlight or an end cta sent on its own becomes a cta block
 * of one item, so the three bundles share this file and the block type.
 */

/** A spotlight of a cta block. */
export interface SpotlightItem {
  readonly kind: 'spotlight';
  readonly title: string;
  readonly body?: SanitizedHtml;
  readonly fullWidth: boolean;
  readonly media?: VisualMedia;
  readonly primaryLink?: Link;
}

/** An end cta of a cta block; `confetti` fires the widgets' confetti. */
export interface EndCtaItem {
  readonly kind: 'endCta';
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly confetti: boolean;
  readonly color?: BlockColor;
  readonly primaryLink?: Link;
  readonly secondaryLink?: Link;
}

/** cta: a list of spotlights and end ctas. */
export interface CtaBlock extends BlockBase {
  readonly kind: 'cta';
  readonly items: readonly (SpotlightItem | EndCtaItem)[];
}

const spotlightSchema = paragraph({
  ...title,
  field_body: textField,
  field_fullwidth: boolField,
  field_media: mediaField,
  field_primary_link: linkField,
});

const endCtaSchema = paragraph({
  ...title,
  field_intro: textField,
  field_confetti: boolField,
  field_cta_color: stringField,
  field_primary_link: linkField,
  field_secondary_link: linkField,
});

function mapSpotlight(p: z.output<typeof spotlightSchema>, ctx: MapContext): SpotlightItem | null {
  return titledPart(p, 'spotlight', {
    body: html(p.field_body, ctx),
    fullWidth: bool(p.field_fullwidth),
    media: visualMedia(p.field_media, ctx),
    primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
  });
}

function mapEndCta(p: z.output<typeof endCtaSchema>, ctx: MapContext): EndCtaItem | null {
  return titledPart(p, 'endCta', {
    intro: html(p.field_intro, ctx),
    confetti: bool(p.field_confetti),
    color: colorOf(p.field_cta_color),
    primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
    secondaryLink: firstLink(p.field_secondary_link, ctx),
  });
}

function mapCtaItem(raw: unknown, ctx: MapContext): SpotlightItem | EndCtaItem | null {
  const type = (raw as { type?: unknown } | null)?.type;
  if (type === 'spotlight') {
    const parsed = spotlightSchema.safeParse(raw);
    return parsed.success ? mapSpotlight(parsed.data, ctx) : null;
  }
  if (type === 'end_cta') {
    const parsed = endCtaSchema.safeParse(raw);
    return parsed.success ? mapEndCta(parsed.data, ctx) : null;
  }
  return null;
}

export const ctaParagraph = defineParagraph({
  bundle: 'cta',
  schema: paragraph({ field_items: fieldList(z.looseObject({ type: z.string() })) }),
  map: (p, ctx): CtaBlock | null =>
    listBlock(
      mapItems(p.field_items, (raw) => mapCtaItem(raw, ctx)),
      (ctaItems) => block(p, 'cta', { items: ctaItems }),
    ),
});

/** A spotlight or end cta sent on its own: a cta block of that one item, or null without it. */
function oneItemCta(p: { readonly id?: string | number | null }, item: SpotlightItem | EndCtaItem | null) {
  return item ? block(p, 'cta', { items: [item] }) : null;
}

export const spotlightParagraph = defineParagraph({
  bundle: 'spotlight',
  schema: spotlightSchema,
  map: (p, ctx): CtaBlock | null => oneItemCta(p, mapSpotlight(p, ctx)),
});

export const endCtaParagraph = defineParagraph({
  bundle: 'end_cta',
  schema: endCtaSchema,
  map: (p, ctx): CtaBlock | null => oneItemCta(p, mapEndCta(p, ctx)),
});
