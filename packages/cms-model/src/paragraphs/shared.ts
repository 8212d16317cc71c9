import { cmsOverviewItemSchema, fieldList } from '@dementie/api-client';
import { z } from 'zod/mini';
import {
  compact,
  firstLink,
  html,
  image,
  linkField,
  type MapContext,
  mediaField,
  mediaWidth,
  plain,
  stringField,
  textField,
  visualMedia,
} from '../fields';
import type { Link } from '../link';
import {
  type Card,
  ICON_NAMES,
  type IconName,
  type Image,
  type MediaItem,
  type SanitizedHtml,
} from '../model';
import { mapItems, mapTitledItems, paragraph } from './define';

/*
 * The parts several bundles are made of (titled texts, media items, grid tiles, cards, cta cards, cta
 * heads, overview items): each part's schema next to its mapper. A part without the content it cannot
 * do without is dropped.
 */

/** A CMS colour value as it is; themes decide what it looks like. */
export const colorOf = (field: z.output<typeof stringField>) => plain(field);

/** A list of overview items (news, organisations, stories) as the CMS views send them. */
export const overviewItems = fieldList(cmsOverviewItemSchema);

// ------------------------------------------------------------------------------- titled texts

/** The title and text an item of several lists starts from (timeline, icon grids, slides, expandables). */
export interface TitledTextItem {
  readonly title: string;
  readonly text?: SanitizedHtml;
}

/** The wire fields of a titled text, to spread into an item's fields. */
export const titledTextFields = { field_title: textField, field_text: textField };

/** An item's title and text, or null without a title: spec 2 §5 drops an item without one. */
export function titledText(
  item: {
    readonly field_title?: z.output<typeof textField>;
    readonly field_text?: z.output<typeof textField>;
  },
  ctx: MapContext,
): TitledTextItem | null {
  const itemTitle = plain(item.field_title);
  return itemTitle ? compact({ title: itemTitle, text: html(item.field_text, ctx) }) : null;
}

// -------------------------------------------------------------------------------- media items

/** The media items of media_block and media_gallery. */
export const mediaItems = fieldList(
  z.looseObject({
    field_title: textField,
    field_media: mediaField,
    field_caption: textField,
    field_media_width: stringField,
  }),
);

export function mapMediaItems(list: z.output<typeof mediaItems>, ctx: MapContext): MediaItem[] {
  return mapItems(list, (item) => {
    const media = visualMedia(item.field_media, ctx);
    if (!media) return null; // spec 2 §5: media without content is skipped
    return compact({
      title: plain(item.field_title),
      media,
      caption: html(item.field_caption, ctx),
      mediaWidth: mediaWidth(item.field_media_width),
    });
  });
}

// --------------------------------------------------------------------------------- grid tiles

/** One tile of a grid with image. */
export interface GridItem {
  readonly title: string;
  readonly label?: string;
  readonly body?: SanitizedHtml;
  readonly image?: Image;
  readonly link?: Link;
}

/** The tiles of grid_with_image and home_grid_image. */
export const gridItems = fieldList(
  z.looseObject({
    field_title: textField,
    field_label: textField,
    field_body: textField,
    field_media: mediaField,
    field_link: linkField,
  }),
);

export function mapGridItems(list: z.output<typeof gridItems>, ctx: MapContext): GridItem[] {
  return mapTitledItems(list, (item) => ({
    label: plain(item.field_label),
    body: html(item.field_body, ctx),
    image: image(item.field_media),
    link: firstLink(item.field_link, ctx),
  }));
}

// -------------------------------------------------------------------------------------- cards

/** The cards of card_grid, agenda and carousel. */
export const cards = fieldList(
  z.looseObject({
    field_title: textField,
    field_text: textField,
    field_media: mediaField,
    field_start_date: stringField,
    field_end_date: stringField,
    field_icon: stringField,
    field_labels: stringField,
    field_location: textField,
    field_link: linkField,
  }),
);

/** A name of the icon map (spec 2 §2.8), or undefined for anything else. */
export function iconName(field: z.output<typeof stringField>): IconName | undefined {
  const value = plain(field);
  return (ICON_NAMES as readonly string[]).includes(value ?? '') ? (value as IconName) : undefined;
}

/** A date as ISO 8601: the CMS sends unix seconds or a date string. */
function isoDay(field: z.output<typeof stringField>): string | undefined {
  const value = plain(field);
  if (!value) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function mapCards(list: z.output<typeof cards>, ctx: MapContext): Card[] {
  return mapTitledItems(list, (item) => ({
    text: html(item.field_text, ctx),
    image: image(item.field_media),
    startDate: isoDay(item.field_start_date),
    endDate: isoDay(item.field_end_date),
    icon: iconName(item.field_icon),
    labels: (item.field_labels ?? []).map((label) => String(label.value).trim()).filter(Boolean),
    location: plain(item.field_location),
    button: firstLink(item.field_link, ctx, { showAsButton: true }),
  }));
}

// ---------------------------------------------------------------------------------- cta cards

/** One half of a double call-to-action (also a banner). */
export interface CtaCard {
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly link?: Link;
  readonly image?: Image;
}

/** The cards of double_cta and banners. */
export const ctaCards = fieldList(
  z.looseObject({
    field_title: textField,
    field_intro: textField,
    field_link: linkField,
    field_media: mediaField,
  }),
);

/** The schema of a paragraph of cta cards (double_cta, banners). */
export const ctaCardsParagraph = paragraph({ field_items: ctaCards });

export function mapCtaCards(list: z.output<typeof ctaCards>, ctx: MapContext): CtaCard[] {
  return mapTitledItems(list, (item) => ({
    intro: html(item.field_intro, ctx),
    link: firstLink(item.field_link, ctx, { showAsButton: true }),
    image: image(item.field_media),
  }));
}

// ---------------------------------------------------------------------------------- cta heads

/** The head of a call to action (pre-footer, special end cta, special hero): title, intro, primary link. */
export interface CtaHead {
  readonly title: string;
  readonly intro?: SanitizedHtml;
  readonly primaryLink?: Link;
}

/** The wire fields of a cta head, to spread into a cta's schema. */
export const ctaHeadFields = {
  field_title: textField,
  field_intro: textField,
  field_primary_link: linkField,
};

/** A cta head's intro and primary link, shown as a button (`titledBlock` reads its title). */
export function ctaHead(
  p: {
    readonly field_intro?: z.output<typeof textField>;
    readonly field_primary_link?: z.output<typeof linkField>;
  },
  ctx: MapContext,
) {
  return {
    intro: html(p.field_intro, ctx),
    primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
  };
}
