import {
  type EditableBlock,
  isSavableVideoUrl,
  pictureBlobName,
  pictureCrops,
  videoBlockUrl,
} from '@dementie/api-client';
import { imageAltMissing } from '@dementie/block-kit/editor';
import type { PlayerEditorBackend } from './admin-mode';
import type { DraftBlock } from './document-model';

/*
 * What the document editor checks and fills in of a block's content before it is saved: an image's
 * crops and size, its alt text, a video link the save call would refuse.
 */

/**
 * The resized variants of a picked image as crops (url and width): the width-only sizes of spec 2
 * §9, which the server made when the image was confirmed. Other addresses have none.
 */
export function cropsOf(url: string): { url: string; width: number }[] {
  return pictureCrops(url);
}

export type ImageContent = Extract<EditableBlock, { Kind: 'Image' }>['Content'];

/**
 * An Image block's content once an image is placed: its address, its crops and, when known, the
 * original's size (decision 0040: visitors' pages reserve the image's space). A different image drops the
 * old size. The picker and the save both build it here, so the same image gives the same document.
 */
export function placedImage(
  content: ImageContent,
  url: string,
  size: { readonly width?: number | undefined; readonly height?: number | undefined } | undefined,
): ImageContent {
  const { width: _width, height: _height, ...rest } = content;
  return {
    ...rest,
    url,
    crops: url ? cropsOf(url) : [],
    ...(size?.width && size.height ? { width: size.width, height: size.height } : {}),
  };
}

/**
 * Before a save, an uploaded image whose size has not come back yet gets it now (the variants call
 * answers with it and makes nothing twice). Otherwise the size could arrive just after 'Opgeslagen.'
 * and leave the editor with an unexpected unsaved change, and visitors without the size.
 */
export async function withImageSizes(
  blocks: readonly DraftBlock[],
  backend: PlayerEditorBackend,
): Promise<Map<string, ImageContent>> {
  const sized = new Map<string, ImageContent>();
  for (const item of blocks) {
    if (item.block.Kind !== 'Image' || item.block.Content.width) continue;
    const name = pictureBlobName(item.block.Content.url);
    if (!name) continue;
    const result = await backend.createBlobVariants(name);
    if (result.kind === 'loaded' && result.value.original) {
      sized.set(item.id, placedImage(item.block.Content, item.block.Content.url, result.value.original));
    }
  }
  return sized;
}

/** The alt text of an Image block: missing when it has an image but no description or decorative choice. */
export function imageBlockAltMissing(block: EditableBlock): boolean {
  if (block.Kind !== 'Image' || block.Content.url === '') return false;
  return imageAltMissing({ alt: block.Content.alt, decorative: block.Content.decorative === true });
}

/** A Video block whose link the save call would refuse (not YouTube, Vimeo or NPO: spec 2 §2.8). */
export function videoLinkRefused(block: EditableBlock): boolean {
  return block.Kind === 'Video' && !isSavableVideoUrl(videoBlockUrl(block));
}
