import { z } from 'zod/mini';
import { videoSourceKind } from '../video-sources.js';
import { contentIdSchema, defineCall, isoDateTimeSchema, MAX_EDITABLE_DOCUMENT_LENGTH } from './common.js';

/*
 * Editable documents (spec 3 §3): blocks of Kind Video, Image, Text, Expandable, PointsSummery
 * (spelled as the spec spells it), Tip. They travel inside activity and answer fields as a
 * serialized JSON string.
 * Project choice: the serialized form is a JSON array of { Kind, Content } blocks.
 */

/** Block kinds (spec 3 §3). */
export const EDITABLE_BLOCK_KINDS = ['Video', 'Image', 'Text', 'Expandable', 'PointsSummery', 'Tip'] as const;

/** A block kind. */
export type EditableBlockKind = (typeof EDITABLE_BLOCK_KINDS)[number];

/** One editable block by kind. */
export const editableBlockSchema = z.discriminatedUnion('Kind', [
  z.looseObject({
    Kind: z.literal('Video'),
    // A URL, or an object with url and autoplay.
    Content: z.union([
      z.string(),
      z.looseObject({ url: z.string(), autoplay: z._default(z.boolean(), false) }),
    ]),
  }),
  z.looseObject({
    Kind: z.literal('Image'),
    Content: z.looseObject({
      url: z.string(),
      alt: z._default(z.string(), ''),
      crops: z._default(
        z.array(z.object({ url: z.string(), width: z.number(), height: z.optional(z.number()) })),
        [],
      ),
      width: z.optional(z.number()),
      height: z.optional(z.number()),
    }),
  }),
  z.looseObject({
    Kind: z.literal('Text'),
    // rteContent is the serialized raw rich-text content (spec 2 §3.7).
    Content: z.looseObject({ highlighted: z._default(z.boolean(), false), rteContent: z.string() }),
  }),
  z.looseObject({
    Kind: z.literal('Expandable'),
    Content: z.looseObject({ icon: z._default(z.string(), ''), title: z.string(), description: z.string() }),
  }),
  z.looseObject({ Kind: z.literal('PointsSummery'), Content: z.optional(z.unknown()) }),
  z.looseObject({ Kind: z.literal('Tip'), Content: z.looseObject({ description: z.string() }) }),
]);

/** A whole editable document. */
export const editableDocumentSchema = z.array(editableBlockSchema);

/** Wire type of an editable block. */
export type EditableBlock = z.output<typeof editableBlockSchema>;

/** The result of parsing a serialized document. */
export type EditableDocumentParse =
  | { readonly ok: true; readonly blocks: readonly EditableBlock[] }
  | { readonly ok: false; readonly error: string };

/**
 * Parses a serialized editable document. Empty or missing content is an empty document; invalid
 * JSON or an invalid block fails (spec 3 §5: the player shows the empty/failed document state).
 */
export function parseEditableDocument(serialized: string | null | undefined): EditableDocumentParse {
  if (serialized === null || serialized === undefined || serialized.trim() === '')
    return { ok: true, blocks: [] };
  let json: unknown;
  try {
    json = JSON.parse(serialized);
  } catch {
    return { ok: false, error: 'Invalid JSON' };
  }
  const parsed = editableDocumentSchema.safeParse(json);
  return parsed.success ? { ok: true, blocks: parsed.data } : { ok: false, error: parsed.error.message };
}

/** Serializes an editable document for storage. */
export function serializeEditableDocument(blocks: readonly EditableBlock[]): string {
  return JSON.stringify(blocks);
}

/** What a document belongs to (spec 3 §6: activities and the three answer kinds). */
export const EDITABLE_TARGET_KINDS = [
  'TeachingActivity',
  'InfoSlideAnswer',
  'StatementAnswer',
  'FlipCardAnswer',
] as const;

/** A target kind. */
export type EditableDocumentTargetKind = (typeof EDITABLE_TARGET_KINDS)[number];

/**
 * Block kinds per edited thing (spec 3 §6), the one definition the player's editor and the
 * server's save call share. Our reading: every document may hold Text; teaching activities add
 * Video, Image, PointsSummery, Tip and Expandable; InfoSlide and Statement answers add Video or
 * Image; FlipCard answers add Video only. Listed in EDITABLE_BLOCK_KINDS order.
 */
const BLOCK_KINDS_OF_TARGET: Readonly<Record<EditableDocumentTargetKind, readonly EditableBlockKind[]>> = {
  TeachingActivity: ['Video', 'Image', 'Text', 'Expandable', 'PointsSummery', 'Tip'],
  InfoSlideAnswer: ['Video', 'Image', 'Text'],
  StatementAnswer: ['Video', 'Image', 'Text'],
  FlipCardAnswer: ['Video', 'Text'],
};

/** The block kinds a document of this target kind may hold (spec 3 §6). */
export function allowedDocumentBlockKinds(
  targetKind: EditableDocumentTargetKind,
): readonly EditableBlockKind[] {
  return BLOCK_KINDS_OF_TARGET[targetKind];
}

/** The address of a Video block (its content is the address, or an object holding it). */
export function videoBlockUrl(block: Extract<EditableBlock, { Kind: 'Video' }>): string {
  return typeof block.Content === 'string' ? block.Content : block.Content.url;
}

/**
 * Whether a Video block may be saved with this address: empty (no video yet, nothing is shown), a
 * player of the video hosts of spec 2 §2.8, or a video file of this site (api-client video-sources).
 */
export function isSavableVideoUrl(url: string): boolean {
  return url.trim() === '' || videoSourceKind(url) !== null;
}

/**
 * Why a document may not be saved for this target kind, or null when it may (spec 3 §6): a block
 * of a kind the target does not allow, a video on another host than those of spec 2 §2.8, or an
 * answer holding both a Video and an Image ("a video/image already present excludes the other
 * media"). Activities are not refused for mixed media here: older activity documents may hold both;
 * the editor still offers only one.
 */
export function editableDocumentProblem(
  targetKind: EditableDocumentTargetKind,
  blocks: readonly EditableBlock[],
): string | null {
  const allowed = allowedDocumentBlockKinds(targetKind);
  const refused = blocks.find((block) => !allowed.includes(block.Kind));
  if (refused) return `${targetKind} documents may not hold a ${refused.Kind} block`;
  for (const block of blocks) {
    if (block.Kind === 'Video' && !isSavableVideoUrl(videoBlockUrl(block))) {
      return `A Video block may only show a YouTube, Vimeo or NPO player (https) or a video file of this site, not ${JSON.stringify(videoBlockUrl(block).slice(0, 100))}`;
    }
  }
  const isAnswer = targetKind !== 'TeachingActivity';
  if (
    isAnswer &&
    blocks.some((block) => block.Kind === 'Video') &&
    blocks.some((block) => block.Kind === 'Image')
  ) {
    return `${targetKind} documents may hold a Video or an Image, not both`;
  }
  return null;
}

/** The fields that hold a document. */
export const EDITABLE_FIELDS = [
  'SlideContent',
  'MCQQuestionContent',
  'FMCQuestionContent',
  'SlideAnswerContent',
  'FlipCardAnswerContent',
] as const;

// Project choice: spec 3 does not show how a document is saved. Editors PUT the serialized
// document for one field of one activity or answer; the server keeps a revision (decision 0045).
/** Save body. */
export const saveEditableDocumentRequestSchema = z.object({
  TargetKind: z.enum(EDITABLE_TARGET_KINDS),
  TargetId: contentIdSchema,
  Field: z.enum(EDITABLE_FIELDS),
  Content: z.string().check(
    z.maxLength(MAX_EDITABLE_DOCUMENT_LENGTH),
    z.refine((content) => parseEditableDocument(content).ok, {
      message: 'Content must be a valid editable document',
    }),
  ),
});

/** Save answer: the new revision. */
export const saveEditableDocumentResponseSchema = z.looseObject({
  RevisionId: z.number().check(z.int(), z.positive()),
  SavedAt: isoDateTimeSchema,
});

/** The save call. */
export const editableDocumentCalls = {
  saveEditableDocument: defineCall({
    spec: 'spec 3 §6 (edit mode)',
    method: 'PUT',
    path: '/api/elearning/EditableDocument',
    params: undefined,
    querystring: undefined,
    body: saveEditableDocumentRequestSchema,
    bodyType: 'json',
    response: saveEditableDocumentResponseSchema,
    responseType: 'json',
    // Editors only: the session cookie must travel.
    credentials: true,
    antiForgery: false,
    retry: 'none',
    projectChoice:
      'PUT /api/elearning/EditableDocument { TargetKind, TargetId, Field, Content } -> { RevisionId, SavedAt }.',
  }),
} as const;
