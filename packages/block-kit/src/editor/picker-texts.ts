import { BLOB_UPLOAD_LIMITS, type BlobUse } from '@dementie/api-client';
import type { useT } from '@dementie/i18n-catalogues/react';
import type { UploadRefusal } from './picker-state';

/* The image picker's sentences made from the server's data: where an image is used, why a file was refused. */

/** One place an image is used, as an editor reads it (decision 0047). */
export function placeLabel(t: ReturnType<typeof useT>, use: BlobUse): string {
  if (use.place === 'training') {
    return use.detail
      ? t('editor.picker.useTrainingPart', { title: use.title, detail: use.detail })
      : t('editor.picker.useTraining', { title: use.title });
  }
  return use.path
    ? t('editor.picker.usePagePath', { title: use.title, path: use.path })
    : t('editor.picker.usePage', { title: use.title });
}

/** Why an upload was refused, in Dutch, with the server's limits (api-client BLOB_UPLOAD_LIMITS). */
export function refusalText(t: ReturnType<typeof useT>, refusal: UploadRefusal): string {
  switch (refusal) {
    case 'not-an-image':
      return t('editor.picker.notAnImage', {
        formats: new Intl.ListFormat('nl', { type: 'disjunction' }).format(BLOB_UPLOAD_LIMITS.formats),
      });
    case 'too-large':
      return t('editor.picker.tooLarge', { max: Math.round(BLOB_UPLOAD_LIMITS.maxBytes / (1024 * 1024)) });
    case 'too-many-pixels':
      return t('editor.picker.tooManyPixels', { max: Math.round(BLOB_UPLOAD_LIMITS.maxPixels / 1_000_000) });
  }
}
