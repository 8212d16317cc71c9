import { cmsOverviewItemSchema, fieldList, mapOverviewItem } from '@dementie/api-client';
import { z } from 'zod';
import {
  allLinks,
  bool,
  boolField,
  compact,
  firstLink,
  html,
  image,
  linkField,
  type MapContext,
  mapAudio,
  mapDocument,
  mapVideo,
  mediaField,
  mediaWidth,
  num,
  numberField,
  paragraphsField,
  plain,
  stringField,
  svgIcon,
  textField,
  visualMedia,
} from './fields';
import type {
  Block,
  Card,
  CtaCard,
  EndCtaItem,
  GridItem,
  IconName,
  IframeEmbedKind,
  MediaItem,
  SpotlightItem,
} from './model';
import { ICON_NAMES } from './model';
import { expandableId, slugify } from './slug';

/*
 * One mapper per paragraph bundle (spec 2 §3.3, plus our bundles for the blocks of §2.5 the spec
 * gives no bundle name, and the design-kit blocks). Each paragraph is parsed on its own with
 * `safeParse` (STYLE "Boundaries"): one odd paragraph never blanks a page. A mapper returns `null`
 * for the skip rules of spec 2 §5.
 */

/**
 * The text of the html block that stands in for a paragraph bundle without a transformer
 * (spec 2 §2.5). The same wording as the catalogue key 'blocks.noTransformer'.
 */
export const NO_TRANSFORMER_TEXT = 'Voor het onderdeel {bundle} is nog geen omzetting gemaakt.';

interface ParagraphMapper {
  readonly schema: z.ZodType;
  readonly map: (paragraph: never, ctx: MapContext) => Block | null;
}

function define<S extends z.ZodType>(
  schema: S,
  map: (paragraph: z.output<S>, ctx: MapContext) => Block | null,
): ParagraphMapper {
  return { schema, map: map as ParagraphMapper['map'] };
}

const base = { type: z.string(), id: z.union([z.number(), z.string()]).nullish() };
const paragraph = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ ...base, ...shape });
const items = <T extends z.ZodRawShape>(shape: T) => fieldList(z.looseObject({ ...shape }));

const title = { field_title: textField };

function idOf(p: { id?: string | number | null | undefined }): string | undefined {
  return p.id == null ? undefined : String(p.id);
}

const colorOf = (field: z.output<typeof stringField>) => plain(field);

// ---------------------------------------------------------------------------------- shared parts

const mediaItemSchema = z.looseObject({
  field_title: textField,
  field_media: mediaField,
  field_caption: textField,
  field_media_width: stringField,
});

function mapMediaItems(
  list: z.output<typeof mediaItemSchema>[] | null | undefined,
  ctx: MapContext,
): MediaItem[] {
  return (list ?? []).flatMap((item) => {
    const media = visualMedia(item.field_media, ctx);
    if (!media) return []; // spec 2 §5: media without content is skipped
    return [
      compact({
        title: plain(item.field_title),
        media,
        caption: html(item.field_caption, ctx),
        mediaWidth: mediaWidth(item.field_media_width),
      }),
    ];
  });
}

const gridItemSchema = z.looseObject({
  field_title: textField,
  field_label: textField,
  field_body: textField,
  field_media: mediaField,
  field_link: linkField,
});

function mapGridItems(
  list: z.output<typeof gridItemSchema>[] | null | undefined,
  ctx: MapContext,
): GridItem[] {
  return (list ?? []).flatMap((item) => {
    const itemTitle = plain(item.field_title);
    if (!itemTitle) return [];
    return [
      compact({
        title: itemTitle,
        label: plain(item.field_label),
        body: html(item.field_body, ctx),
        image: image(item.field_media),
        link: firstLink(item.field_link, ctx),
      }),
    ];
  });
}

const cardSchema = z.looseObject({
  field_title: textField,
  field_text: textField,
  field_media: mediaField,
  field_start_date: stringField,
  field_end_date: stringField,
  field_icon: stringField,
  field_labels: stringField,
  field_location: textField,
  field_link: linkField,
});

function iconName(field: z.output<typeof stringField>): IconName | undefined {
  const value = plain(field);
  return (ICON_NAMES as readonly string[]).includes(value ?? '') ? (value as IconName) : undefined;
}

function isoDay(field: z.output<typeof stringField>): string | undefined {
  const value = plain(field);
  if (!value) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function mapCards(list: z.output<typeof cardSchema>[] | null | undefined, ctx: MapContext): Card[] {
  return (list ?? []).flatMap((item) => {
    const cardTitle = plain(item.field_title);
    if (!cardTitle) return [];
    return [
      compact({
        title: cardTitle,
        text: html(item.field_text, ctx),
        image: image(item.field_media),
        startDate: isoDay(item.field_start_date),
        endDate: isoDay(item.field_end_date),
        icon: iconName(item.field_icon),
        labels: (item.field_labels ?? []).map((label) => String(label.value).trim()).filter(Boolean),
        location: plain(item.field_location),
        button: firstLink(item.field_link, ctx, { showAsButton: true }),
      }),
    ];
  });
}

const ctaCardSchema = z.looseObject({
  field_title: textField,
  field_intro: textField,
  field_link: linkField,
  field_media: mediaField,
});

function mapCtaCards(list: z.output<typeof ctaCardSchema>[] | null | undefined, ctx: MapContext): CtaCard[] {
  return (list ?? []).flatMap((item) => {
    const cardTitle = plain(item.field_title);
    if (!cardTitle) return [];
    return [
      compact({
        title: cardTitle,
        intro: html(item.field_intro, ctx),
        link: firstLink(item.field_link, ctx, { showAsButton: true }),
        image: image(item.field_media),
      }),
    ];
  });
}

const overviewItems = fieldList(cmsOverviewItemSchema);

// ------------------------------------------------------------------------------------ cta parts

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
  const t = plain(p.field_title);
  if (!t) return null;
  return compact({
    kind: 'spotlight' as const,
    title: t,
    body: html(p.field_body, ctx),
    fullWidth: bool(p.field_fullwidth),
    media: visualMedia(p.field_media, ctx),
    primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
  });
}

function mapEndCta(p: z.output<typeof endCtaSchema>, ctx: MapContext): EndCtaItem | null {
  const t = plain(p.field_title);
  if (!t) return null;
  return compact({
    kind: 'endCta' as const,
    title: t,
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

// --------------------------------------------------------------------------------- the mappers

const relatedSchema = paragraph({ ...title, field_items: overviewItems });

function related(contentType: 'news' | 'organisations' | 'stories') {
  return define(relatedSchema, (p) =>
    compact({
      kind: 'relatedContent' as const,
      id: idOf(p),
      contentType,
      title: plain(p.field_title),
      items: (p.field_items ?? []).map(mapOverviewItem),
      latest: false,
    }),
  );
}

function marker(name: 'conversation' | 'group' | 'library' | 'community', field?: string) {
  return define(paragraph({ field_conversation_id: numberField, field_group_id: numberField }), (p) => {
    const refId =
      field === 'conversation'
        ? (num(p.field_conversation_id) ?? -1)
        : field === 'group'
          ? num(p.field_group_id)
          : undefined;
    return compact({ kind: 'positionMarker' as const, id: idOf(p), marker: name, refId });
  });
}

const EMBED_KINDS: readonly IframeEmbedKind[] = ['riddle', 'interactive', 'spotify', 'other'];

/** Every paragraph bundle cms-model can transform, keyed by bundle. */
export const paragraphMappers: Readonly<Record<string, ParagraphMapper>> = {
  breaker: define(
    paragraph({
      field_design: stringField,
      ...title,
      field_intro: textField,
      field_icons: mediaField,
      field_primary_link: linkField,
      field_media: mediaField,
    }),
    (p, ctx) => {
      const design = plain(p.field_design);
      return compact({
        kind: 'breaker' as const,
        id: idOf(p),
        design: design === 'small' || design === 'large' ? design : 'medium',
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        icons: (p.field_icons ?? []).flatMap((m) => {
          const icon = svgIcon([m]);
          return icon ? [icon] : [];
        }),
        primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
        media: visualMedia(p.field_media, ctx),
      });
    },
  ),

  call_to_action: define(
    paragraph({
      ...title,
      field_intro: textField,
      field_color: stringField,
      field_internal_link: linkField,
      field_internal_link_label: textField,
      field_external_link: linkField,
      field_second_link_type: stringField,
    }),
    (p, ctx) => {
      const t = plain(p.field_title);
      if (!t) return null;
      const label = plain(p.field_internal_link_label);
      const primaryLink = firstLink(p.field_internal_link, ctx, {
        showAsButton: true,
        ...(label ? { fallbackTitle: label } : {}),
      });
      const secondLinkType = plain(p.field_second_link_type) === 'button' ? 'button' : 'link';
      return compact({
        kind: 'callToAction' as const,
        id: idOf(p),
        title: t,
        intro: html(p.field_intro, ctx),
        color: colorOf(p.field_color),
        // The label field names the internal link when it has its own (spec 2 §3.3).
        primaryLink: primaryLink && label ? { ...primaryLink, title: label } : primaryLink,
        secondaryLink: firstLink(p.field_external_link, ctx, { showAsButton: secondLinkType === 'button' }),
        secondLinkType,
      });
    },
  ),

  centralised_building_block: define(paragraph({ field_single_paragraph: paragraphsField }), (p, ctx) => {
    const inner = p.field_single_paragraph?.[0];
    const block = inner ? mapParagraph(inner, ctx) : null;
    return block ? compact({ kind: 'centralisedBlock' as const, id: idOf(p), block }) : null;
  }),

  counter_block: define(paragraph({ field_color: stringField, ...title, field_label: textField }), (p) =>
    compact({
      kind: 'counter' as const,
      id: idOf(p),
      color: colorOf(p.field_color),
      title: plain(p.field_title),
      label: plain(p.field_label),
    }),
  ),

  cta: define(paragraph({ field_items: fieldList(z.looseObject({ type: z.string() })) }), (p, ctx) => {
    const ctaItems = (p.field_items ?? []).flatMap((raw) => {
      const item = mapCtaItem(raw, ctx);
      return item ? [item] : [];
    });
    return ctaItems.length ? { kind: 'cta', ...compact({ id: idOf(p) }), items: ctaItems } : null;
  }),

  spotlight: define(spotlightSchema, (p, ctx) => {
    const item = mapSpotlight(p, ctx);
    return item ? compact({ kind: 'cta' as const, id: idOf(p), items: [item] }) : null;
  }),

  end_cta: define(endCtaSchema, (p, ctx) => {
    const item = mapEndCta(p, ctx);
    return item ? compact({ kind: 'cta' as const, id: idOf(p), items: [item] }) : null;
  }),

  e_learning_call_to_action: define(
    paragraph({
      field_design: stringField,
      ...title,
      field_body: textField,
      field_answers: items({ field_answer: textField, field_answer_feedback: textField }),
      field_media: mediaField,
      field_fallback_media: mediaField,
      field_link_title: textField,
      field_training_id: numberField,
    }),
    (p, ctx) => {
      const richTitle = html(p.field_title, ctx);
      if (!richTitle) return null;
      const design = plain(p.field_design) === 'question' ? 'question' : 'startTraining';
      return compact({
        kind: 'eLearningCta' as const,
        id: idOf(p),
        design,
        title: richTitle,
        body: html(p.field_body, ctx),
        answers:
          design === 'question'
            ? (p.field_answers ?? []).flatMap((a) => {
                const answer = plain(a.field_answer);
                return answer ? [{ answer, feedback: html(a.field_answer_feedback, ctx) ?? '' }] : [];
              })
            : [],
        media: visualMedia(p.field_media, ctx),
        fallbackMedia: visualMedia(p.field_fallback_media, ctx),
        linkTitle: plain(p.field_link_title) ?? '',
        trainingId: num(p.field_training_id),
      });
    },
  ),

  expandable: define(
    paragraph({
      ...title,
      field_intro: textField,
      field_external_link: linkField,
      field_items: items({
        field_label: textField,
        field_title: textField,
        field_text: textField,
        field_paragraphs: paragraphsField,
      }),
    }),
    (p, ctx) => {
      const panels = (p.field_items ?? []).flatMap((item) => {
        const itemTitle = plain(item.field_title);
        if (!itemTitle) return [];
        const index = ctx.expandableIndex;
        ctx.expandableIndex += 1;
        return [
          compact({
            id: expandableId(itemTitle, index, ctx.usedIds),
            label: plain(item.field_label),
            title: itemTitle,
            text: html(item.field_text, ctx),
            blocks: mapParagraphs(item.field_paragraphs, ctx),
          }),
        ];
      });
      if (!panels.length) return null;
      return compact({
        kind: 'expandable' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        externalLink: firstLink(p.field_external_link, ctx),
        items: panels,
      });
    },
  ),

  external_link: define(
    paragraph({ ...title, field_intro: textField, field_link: linkField, field_media: mediaField }),
    (p, ctx) => {
      const link = firstLink(p.field_link, ctx, { fallbackTitle: plain(p.field_title) ?? '' });
      if (!link) return null; // spec 2 §5: an external link without content is skipped
      return compact({
        kind: 'externalLink' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        link: { ...link, external: true },
        image: image(p.field_media),
      });
    },
  ),

  internal_link: define(
    paragraph({ ...title, field_intro: textField, field_link: linkField, field_media: mediaField }),
    (p, ctx) => {
      const link = firstLink(p.field_link, ctx, { fallbackTitle: plain(p.field_title) ?? '' });
      if (!link) return null;
      return compact({
        kind: 'internalLink' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        link,
        image: image(p.field_media),
      });
    },
  ),

  file: define(paragraph({ ...title, field_file: mediaField }), (p, ctx) => {
    const document = mapDocument(p.field_file?.[0], ctx);
    if (!document) return null; // spec 2 §5: a file without a file is skipped
    return compact({ kind: 'file' as const, id: idOf(p), title: plain(p.field_title), document });
  }),

  audio: define(paragraph({ ...title, field_media: mediaField }), (p, ctx) => {
    const audio = mapAudio(p.field_media?.[0], ctx);
    if (!audio) return null; // spec 2 §5: audio without media is skipped
    return compact({ kind: 'audio' as const, id: idOf(p), title: plain(p.field_title), audio });
  }),

  follow_on: define(paragraph({ ...title, field_intro: textField, field_links: linkField }), (p, ctx) => {
    const links = allLinks(p.field_links, ctx);
    if (!links.length) return null;
    return compact({
      kind: 'followOn' as const,
      id: idOf(p),
      title: plain(p.field_title),
      intro: html(p.field_intro, ctx),
      links,
    });
  }),

  features: define(
    paragraph({
      ...title,
      field_description: textField,
      field_confetti_variant: stringField,
      field_items: items({
        field_title: textField,
        field_description: textField,
        field_svg: mediaField,
        field_link: linkField,
      }),
    }),
    (p, ctx) =>
      compact({
        kind: 'features' as const,
        id: idOf(p),
        title: plain(p.field_title),
        description: html(p.field_description, ctx),
        confettiVariant: plain(p.field_confetti_variant),
        items: (p.field_items ?? []).flatMap((item) => {
          const t = plain(item.field_title);
          return t
            ? [
                compact({
                  title: t,
                  description: html(item.field_description, ctx),
                  icon: svgIcon(item.field_svg),
                  link: firstLink(item.field_link, ctx),
                }),
              ]
            : [];
        }),
      }),
  ),

  frame: define(paragraph({ ...title, field_body: textField, field_media: mediaField }), (p, ctx) => {
    const body = html(p.field_body, ctx);
    const t = plain(p.field_title);
    if (!body && !t) return null;
    return compact({
      kind: 'frame' as const,
      id: idOf(p),
      title: t,
      body,
      media: visualMedia(p.field_media, ctx),
    });
  }),

  grid_with_image: define(
    paragraph({
      ...title,
      field_body: textField,
      field_color: stringField,
      field_internal_link: linkField,
      field_items: fieldList(gridItemSchema),
    }),
    (p, ctx) =>
      compact({
        kind: 'gridWithImage' as const,
        id: idOf(p),
        title: plain(p.field_title),
        body: html(p.field_body, ctx),
        color: colorOf(p.field_color),
        link: firstLink(p.field_internal_link, ctx, { showAsButton: true }),
        items: mapGridItems(p.field_items, ctx),
      }),
  ),

  home_grid_image: define(paragraph({ ...title, field_items: fieldList(gridItemSchema) }), (p, ctx) => {
    const tiles = mapGridItems(p.field_items, ctx);
    return tiles.length
      ? compact({ kind: 'homeGridImage' as const, id: idOf(p), title: plain(p.field_title), items: tiles })
      : null;
  }),

  home_link_grid: define(paragraph({ field_label: textField, field_links: linkField }), (p, ctx) => {
    const links = allLinks(p.field_links, ctx);
    return links.length
      ? compact({ kind: 'homeLinkGrid' as const, id: idOf(p), label: plain(p.field_label), links })
      : null;
  }),

  homepage_last_news: define(paragraph({ ...title }), (p) =>
    compact({
      kind: 'relatedContent' as const,
      id: idOf(p),
      contentType: 'news' as const,
      title: plain(p.field_title),
      items: [],
      latest: true,
    }),
  ),

  html: define(paragraph({ field_body: textField }), (p, ctx) => {
    const body = html(p.field_body, ctx);
    return body ? compact({ kind: 'html' as const, id: idOf(p), html: body }) : null;
  }),

  introduction: define(paragraph({ field_body: textField }), (p, ctx) => {
    const text = html(p.field_body, ctx);
    return text ? compact({ kind: 'introduction' as const, id: idOf(p), text }) : null;
  }),

  image: define(
    paragraph({ field_media: mediaField, field_caption: textField, field_media_width: stringField }),
    (p, ctx) => {
      const img = image(p.field_media);
      if (!img) return null; // spec 2 §5: an image block without media or image is skipped
      return compact({
        kind: 'image' as const,
        id: idOf(p),
        image: img,
        caption: html(p.field_caption, ctx),
        mediaWidth: mediaWidth(p.field_media_width),
      });
    },
  ),

  link_list: define(
    paragraph({ ...title, field_intro: textField, field_color: stringField, field_links: linkField }),
    (p, ctx) => {
      const links = allLinks(p.field_links, ctx);
      if (!links.length) return null;
      return compact({
        kind: 'linkList' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        color: colorOf(p.field_color),
        links,
      });
    },
  ),

  link_with_image: define(
    paragraph({ ...title, field_intro: textField, field_link: linkField, field_media: mediaField }),
    (p, ctx) => {
      const link = firstLink(p.field_link, ctx, { fallbackTitle: plain(p.field_title) ?? '' });
      if (!link) return null;
      return compact({
        kind: 'linkWithImage' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        link,
        image: image(p.field_media),
      });
    },
  ),

  media_block: define(
    paragraph({
      ...title,
      field_intro: textField,
      field_columns: numberField,
      field_items: fieldList(mediaItemSchema),
    }),
    (p, ctx) => {
      const mediaItems = mapMediaItems(p.field_items, ctx);
      if (!mediaItems.length) return null;
      return compact({
        kind: 'mediaBlock' as const,
        id: idOf(p),
        title: plain(p.field_title),
        intro: html(p.field_intro, ctx),
        columns: num(p.field_columns) === 2 ? 2 : 1,
        items: mediaItems,
      });
    },
  ),

  media_gallery: define(paragraph({ ...title, field_items: fieldList(mediaItemSchema) }), (p, ctx) => {
    const mediaItems = mapMediaItems(p.field_items, ctx);
    if (!mediaItems.length) return null;
    return compact({
      kind: 'mediaGallery' as const,
      id: idOf(p),
      title: plain(p.field_title),
      items: mediaItems,
    });
  }),

  mini_grid: define(
    paragraph({ ...title, field_items: items({ field_media: mediaField, field_link: linkField }) }),
    (p, ctx) => {
      const logos = (p.field_items ?? []).flatMap((item) => {
        const img = image(item.field_media);
        return img
          ? [compact({ image: img, link: firstLink(item.field_link, ctx, { fallbackTitle: img.alt }) })]
          : [];
      });
      return logos.length
        ? compact({ kind: 'miniGrid' as const, id: idOf(p), title: plain(p.field_title), items: logos })
        : null;
    },
  ),

  organization: define(paragraph({ field_organization: overviewItems }), (p) => {
    const organisation = p.field_organization?.[0];
    if (!organisation) return null; // spec 2 §5: an organisation without content is skipped
    return compact({
      kind: 'organisation' as const,
      id: idOf(p),
      organisation: mapOverviewItem(organisation),
    });
  }),

  quote: define(
    paragraph({
      field_body: textField,
      field_author: textField,
      field_media: mediaField,
      field_position: stringField,
      field_display_width: stringField,
      field_full_screen: boolField,
    }),
    (p, ctx) => {
      const body = html(p.field_body, ctx);
      if (!body) return null;
      return compact({
        kind: 'quote' as const,
        id: idOf(p),
        body,
        author: plain(p.field_author),
        image: image(p.field_media),
        position: plain(p.field_position) === 'right' ? 'right' : 'left',
        displayWidth: mediaWidth(p.field_display_width),
        fullScreen: bool(p.field_full_screen),
      });
    },
  ),

  related_news: related('news'),
  related_organization: related('organisations'),
  related_stories: related('stories'),

  spotler_form: define(
    paragraph({ ...title, field_form_id: stringField, field_script_id: stringField }),
    (p) => {
      const formId = plain(p.field_form_id);
      const scriptId = plain(p.field_script_id);
      if (!formId || !scriptId) return null;
      return compact({
        kind: 'spotlerForm' as const,
        id: idOf(p),
        formId,
        scriptId,
        title: plain(p.field_title),
      });
    },
  ),

  text_image: define(
    paragraph({
      field_design: stringField,
      ...title,
      field_body: textField,
      field_label: textField,
      field_color: stringField,
      field_position: stringField,
      field_links: linkField,
      field_media: mediaField,
    }),
    (p, ctx) =>
      compact({
        kind: 'textImage' as const,
        id: idOf(p),
        design: plain(p.field_design) === 'old' ? 'old' : 'new',
        title: plain(p.field_title),
        body: html(p.field_body, ctx),
        label: plain(p.field_label),
        color: colorOf(p.field_color),
        position: plain(p.field_position) === 'left' ? 'left' : 'right',
        links: allLinks(p.field_links, ctx),
        media: visualMedia(p.field_media, ctx),
      }),
  ),

  text_split_columns: define(paragraph({ ...title, field_body: textField }), (p, ctx) => {
    const body = html(p.field_body, ctx);
    return body
      ? compact({ kind: 'textSplitColumns' as const, id: idOf(p), title: plain(p.field_title), body })
      : null;
  }),

  text_two_coulmns: define(
    paragraph({ ...title, field_left: textField, field_right: textField }),
    (p, ctx) => {
      const left = html(p.field_left, ctx);
      const right = html(p.field_right, ctx);
      if (!left && !right) return null;
      return compact({
        kind: 'textTwoColumns' as const,
        id: idOf(p),
        title: plain(p.field_title),
        left: left ?? '',
        right: right ?? '',
      });
    },
  ),

  text_with_title: define(paragraph({ ...title, field_body: textField }), (p, ctx) => {
    const body = html(p.field_body, ctx);
    return body
      ? compact({ kind: 'textWithTitle' as const, id: idOf(p), title: plain(p.field_title), body })
      : null;
  }),

  trainings_overview: define(paragraph({ ...title, field_introduction: textField }), (p, ctx) =>
    compact({
      kind: 'trainingsOverview' as const,
      id: idOf(p),
      title: plain(p.field_title),
      introduction: html(p.field_introduction, ctx),
    }),
  ),

  video: define(paragraph({ ...title, field_media: mediaField, field_caption: textField }), (p, ctx) => {
    const video = mapVideo(p.field_media?.[0]);
    if (!video) return null; // spec 2 §5: a video without embed data is skipped
    return compact({
      kind: 'video' as const,
      id: idOf(p),
      title: plain(p.field_title),
      video,
      caption: html(p.field_caption, ctx),
    });
  }),

  visual_explanation_training: define(
    paragraph({
      ...title,
      field_color: stringField,
      field_items: items({ field_title: textField, field_intro: textField }),
    }),
    (p, ctx) => {
      const steps = (p.field_items ?? []).flatMap((item) => {
        const t = plain(item.field_title);
        return t ? [compact({ title: t, intro: html(item.field_intro, ctx) })] : [];
      });
      if (!steps.length) return null;
      return compact({
        kind: 'visualExplanationTraining' as const,
        id: idOf(p),
        title: plain(p.field_title),
        color: colorOf(p.field_color),
        items: steps,
      });
    },
  ),

  conversation: marker('conversation', 'conversation'),
  group: marker('group', 'group'),
  library: marker('library'),
  community: marker('community'),

  // ------------------------------------------------- design-kit blocks (spec 2 §2.5, our bundles)

  image_overlay: define(
    paragraph({
      ...title,
      field_items: items({ field_title: textField, field_text: textField, field_media: mediaField }),
    }),
    (p, ctx) => {
      const slides = (p.field_items ?? []).flatMap((item) => {
        const img = image(item.field_media);
        const t = plain(item.field_title);
        return img && t ? [compact({ title: t, text: html(item.field_text, ctx), image: img })] : [];
      });
      return slides.length
        ? compact({ kind: 'imageOverlay' as const, id: idOf(p), title: plain(p.field_title), slides })
        : null;
    },
  ),

  double_cta: define(paragraph({ field_items: fieldList(ctaCardSchema) }), (p, ctx) => {
    const cards = mapCtaCards(p.field_items, ctx);
    return cards.length
      ? compact({ kind: 'doubleCta' as const, id: idOf(p), items: cards.slice(0, 2) })
      : null;
  }),

  search_cta: define(paragraph({ ...title, field_intro: textField }), (p, ctx) => {
    const t = plain(p.field_title);
    return t
      ? compact({ kind: 'searchCta' as const, id: idOf(p), title: t, intro: html(p.field_intro, ctx) })
      : null;
  }),

  expandable_list: define(
    paragraph({
      ...title,
      field_visible_count: numberField,
      field_items: items({ field_title: textField, field_text: textField }),
    }),
    (p, ctx) => {
      const entries = (p.field_items ?? []).flatMap((item) => {
        const t = plain(item.field_title);
        if (!t) return [];
        const index = ctx.expandableIndex;
        ctx.expandableIndex += 1;
        return [
          compact({ id: expandableId(t, index, ctx.usedIds), title: t, text: html(item.field_text, ctx) }),
        ];
      });
      if (!entries.length) return null;
      return compact({
        kind: 'expandableList' as const,
        id: idOf(p),
        title: plain(p.field_title),
        visibleCount: Math.max(1, num(p.field_visible_count) ?? 3),
        items: entries,
      });
    },
  ),

  card_grid: define(paragraph({ ...title, field_items: fieldList(cardSchema) }), (p, ctx) => {
    const cards = mapCards(p.field_items, ctx);
    return cards.length
      ? compact({ kind: 'cardGrid' as const, id: idOf(p), title: plain(p.field_title), cards })
      : null;
  }),

  icon_grid: define(
    paragraph({
      ...title,
      field_items: items({
        field_icon: stringField,
        field_title: textField,
        field_text: textField,
        field_link: linkField,
      }),
    }),
    (p, ctx) => {
      const tiles = (p.field_items ?? []).flatMap((item) => {
        const icon = iconName(item.field_icon);
        const t = plain(item.field_title);
        return icon && t
          ? [
              compact({
                icon,
                title: t,
                text: html(item.field_text, ctx),
                link: firstLink(item.field_link, ctx),
              }),
            ]
          : [];
      });
      return tiles.length
        ? compact({ kind: 'iconGrid' as const, id: idOf(p), title: plain(p.field_title), items: tiles })
        : null;
    },
  ),

  latest_news_grid: define(relatedSchema, (p) => {
    const news = (p.field_items ?? []).map(mapOverviewItem);
    return news.length
      ? compact({ kind: 'latestNewsGrid' as const, id: idOf(p), title: plain(p.field_title), items: news })
      : null;
  }),

  banners: define(paragraph({ field_items: fieldList(ctaCardSchema) }), (p, ctx) =>
    compact({ kind: 'banners' as const, id: idOf(p), items: mapCtaCards(p.field_items, ctx).slice(0, 3) }),
  ),

  impact_figures: define(
    paragraph({ ...title, field_items: items({ field_figure: stringField, field_label: textField }) }),
    (p) => {
      const figures = (p.field_items ?? []).flatMap((item) => {
        const value = plain(item.field_figure);
        const label = plain(item.field_label);
        return value && label ? [{ value, label }] : [];
      });
      return figures.length
        ? compact({ kind: 'impactFigures' as const, id: idOf(p), title: plain(p.field_title), figures })
        : null;
    },
  ),

  important_links: define(paragraph({ ...title, field_links: linkField }), (p, ctx) => {
    const links = allLinks(p.field_links, ctx);
    return links.length
      ? compact({ kind: 'importantLinks' as const, id: idOf(p), title: plain(p.field_title), links })
      : null;
  }),

  portraits: define(
    paragraph({
      ...title,
      field_items: items({
        field_name: textField,
        field_role: textField,
        field_quote: textField,
        field_media: mediaField,
      }),
    }),
    (p, ctx) => {
      const people = (p.field_items ?? []).flatMap((item) => {
        const name = plain(item.field_name);
        return name
          ? [
              compact({
                name,
                role: plain(item.field_role),
                quote: html(item.field_quote, ctx),
                image: image(item.field_media),
              }),
            ]
          : [];
      });
      return people.length
        ? compact({ kind: 'portraits' as const, id: idOf(p), title: plain(p.field_title), items: people })
        : null;
    },
  ),

  pre_footer_cta: define(
    paragraph({
      ...title,
      field_intro: textField,
      field_primary_link: linkField,
      field_secondary_link: linkField,
    }),
    (p, ctx) => {
      const t = plain(p.field_title);
      return t
        ? compact({
            kind: 'preFooterCta' as const,
            id: idOf(p),
            title: t,
            intro: html(p.field_intro, ctx),
            primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
            secondaryLink: firstLink(p.field_secondary_link, ctx),
          })
        : null;
    },
  ),

  tag_cloud: define(paragraph({ ...title, field_links: linkField }), (p, ctx) => {
    const tags = allLinks(p.field_links, ctx);
    return tags.length
      ? compact({ kind: 'tagCloud' as const, id: idOf(p), title: plain(p.field_title), tags })
      : null;
  }),

  timeline: define(
    paragraph({
      ...title,
      field_items: items({
        field_label: textField,
        field_title: textField,
        field_text: textField,
        field_media: mediaField,
      }),
    }),
    (p, ctx) => {
      const steps = (p.field_items ?? []).flatMap((item) => {
        const t = plain(item.field_title);
        const label = plain(item.field_label);
        return t && label
          ? [compact({ label, title: t, text: html(item.field_text, ctx), image: image(item.field_media) })]
          : [];
      });
      return steps.length
        ? compact({ kind: 'timeline' as const, id: idOf(p), title: plain(p.field_title), items: steps })
        : null;
    },
  ),

  special_icon_grid: define(
    paragraph({
      ...title,
      field_items: items({ field_svg: mediaField, field_title: textField, field_text: textField }),
    }),
    (p, ctx) => {
      const tiles = (p.field_items ?? []).flatMap((item) => {
        const t = plain(item.field_title);
        return t
          ? [compact({ icon: svgIcon(item.field_svg), title: t, text: html(item.field_text, ctx) })]
          : [];
      });
      return tiles.length
        ? compact({
            kind: 'specialIconGrid' as const,
            id: idOf(p),
            title: plain(p.field_title),
            items: tiles,
          })
        : null;
    },
  ),

  special_end_cta: define(
    paragraph({ ...title, field_intro: textField, field_primary_link: linkField, field_confetti: boolField }),
    (p, ctx) => {
      const t = plain(p.field_title);
      return t
        ? compact({
            kind: 'specialEndCta' as const,
            id: idOf(p),
            title: t,
            intro: html(p.field_intro, ctx),
            primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
            confetti: bool(p.field_confetti),
          })
        : null;
    },
  ),

  special_hero: define(
    paragraph({
      field_variant: stringField,
      ...title,
      field_intro: textField,
      field_media: mediaField,
      field_video: mediaField,
      field_primary_link: linkField,
    }),
    (p, ctx) => {
      const t = plain(p.field_title);
      if (!t) return null;
      return compact({
        kind: 'specialHero' as const,
        id: idOf(p),
        variant: plain(p.field_variant) === 'visual_as_background' ? 'visualAsBackground' : 'default',
        title: t,
        intro: html(p.field_intro, ctx),
        image: image(p.field_media),
        video: mapVideo(p.field_video?.[0]),
        primaryLink: firstLink(p.field_primary_link, ctx, { showAsButton: true }),
      });
    },
  ),

  bookcase: define(
    paragraph({
      ...title,
      field_items: items({
        field_slug: stringField,
        field_title: textField,
        field_author: textField,
        field_text: textField,
        field_media: mediaField,
        field_link: linkField,
      }),
    }),
    (p, ctx) => {
      const used = new Set<string>();
      const books = (p.field_items ?? []).flatMap((item) => {
        const t = plain(item.field_title);
        if (!t) return [];
        return [
          compact({
            slug: expandableId(plain(item.field_slug) ?? slugify(t), used.size, used),
            title: t,
            author: plain(item.field_author),
            text: html(item.field_text, ctx),
            image: image(item.field_media),
            link: firstLink(item.field_link, ctx),
          }),
        ];
      });
      return books.length
        ? compact({ kind: 'bookcase' as const, id: idOf(p), title: plain(p.field_title), items: books })
        : null;
    },
  ),

  agenda: define(
    paragraph({ ...title, field_visible_count: numberField, field_items: fieldList(cardSchema) }),
    (p, ctx) => {
      const cards = mapCards(p.field_items, ctx);
      return cards.length
        ? compact({
            kind: 'agenda' as const,
            id: idOf(p),
            title: plain(p.field_title),
            visibleCount: Math.max(1, num(p.field_visible_count) ?? 3),
            items: cards,
          })
        : null;
    },
  ),

  carousel: define(paragraph({ ...title, field_items: fieldList(cardSchema) }), (p, ctx) => {
    const cards = mapCards(p.field_items, ctx);
    return cards.length
      ? compact({ kind: 'carousel' as const, id: idOf(p), title: plain(p.field_title), items: cards })
      : null;
  }),

  iframe_embed: define(
    paragraph({ ...title, field_embed_kind: stringField, field_url: stringField, field_height: numberField }),
    (p) => {
      const url = plain(p.field_url);
      if (!url || !/^https:\/\//i.test(url)) return null;
      const kindValue = plain(p.field_embed_kind) ?? 'other';
      const embedKind = (EMBED_KINDS as readonly string[]).includes(kindValue)
        ? (kindValue as IframeEmbedKind)
        : 'other';
      return compact({
        kind: 'iframeEmbed' as const,
        id: idOf(p),
        embedKind,
        title: plain(p.field_title) ?? '',
        url,
        // spec 2 §4, §9: a spotify embed is always 200 high.
        height: embedKind === 'spotify' ? 200 : num(p.field_height),
      });
    },
  ),

  checklist: define(
    paragraph({
      ...title,
      field_checklist_id: stringField,
      field_items: items({ field_item_id: stringField, field_question: textField, field_answer: textField }),
    }),
    (p, ctx) => {
      const checklistId = plain(p.field_checklist_id) ?? idOf(p);
      if (!checklistId) return null;
      const questions = (p.field_items ?? []).flatMap((item, index) => {
        const question = plain(item.field_question);
        return question
          ? [
              compact({
                id: plain(item.field_item_id) ?? String(index + 1),
                question,
                answer: html(item.field_answer, ctx),
              }),
            ]
          : [];
      });
      return questions.length
        ? compact({
            kind: 'checklist' as const,
            id: idOf(p),
            checklistId,
            title: plain(p.field_title),
            items: questions,
          })
        : null;
    },
  ),
};

/** Every bundle cms-model transforms (spec 2 §3.3 plus our own). */
export const PARAGRAPH_BUNDLES: readonly string[] = Object.keys(paragraphMappers);

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(paragraph)'}: ${issue.message}`);
}

/**
 * Maps one paragraph (spec 2 §3.3). Returns `null` when a skip rule of spec 2 §5 applies; an unknown
 * bundle becomes an html block saying no transformer is implemented (spec 2 §2.5); a known bundle
 * whose fields do not parse becomes an `invalid` block.
 */
export function mapParagraph(raw: unknown, ctx: MapContext): Block | null {
  const head = z
    .looseObject({ type: z.string().min(1), id: z.union([z.number(), z.string()]).nullish() })
    .safeParse(raw);
  if (!head.success) return { kind: 'invalid', bundle: '(unknown)', issues: issuesOf(head.error) };
  const bundle = head.data.type;
  const id = head.data.id == null ? undefined : String(head.data.id);
  const mapper = Object.hasOwn(paragraphMappers, bundle) ? paragraphMappers[bundle] : undefined;
  if (!mapper) {
    const text = NO_TRANSFORMER_TEXT.replace('{bundle}', bundle);
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return compact({ kind: 'html' as const, id, html: `<p>${escaped}</p>`, unknownBundle: bundle });
  }
  const parsed = mapper.schema.safeParse(raw);
  if (!parsed.success)
    return compact({ kind: 'invalid' as const, id, bundle, issues: issuesOf(parsed.error) });
  return mapper.map(parsed.data as never, ctx);
}

/** Maps a paragraph list in order, dropping skipped paragraphs. */
export function mapParagraphs(list: readonly unknown[] | null | undefined, ctx: MapContext): Block[] {
  return (list ?? []).flatMap((raw) => {
    const block = mapParagraph(raw, ctx);
    return block ? [block] : [];
  });
}
