/**
 * The editor tools' texts the specs quote in English (spec 2 §4, §8; spec 3 §5) and the picker buttons
 * spec 2 §4 names. The product speaks Dutch to editors too (decision 0087): the
 * catalogues' test checks none of them is a text, the editor components' tests that none is shown.
 */
export const ENGLISH_EDITOR_TEXTS = [
  'Connection error...',
  'Failed to load images...',
  'Not authorized...',
  'Images not loaded...',
  'Loading images...',
  'No images in storage container. Start by uploading some files!',
  'Uploading image...',
  'Load more',
  'Insert your link here',
  'Are you sure you want to delete this block?',
  'Confirm',
  'Cancel',
  'Upload',
  'Delete',
] as const;
