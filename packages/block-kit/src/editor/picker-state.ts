import {
  type ApiResult,
  type AsyncResult,
  BLOB_PAGE_SIZES,
  BLOB_UPLOAD_LIMITS,
  type BlobDeleteOutcome,
  type BlobPage,
  type BlobUse,
  loaded,
  loading,
  type PickerImage,
  unloaded,
} from '@dementie/api-client';

/*
 * The image picker as an explicit state machine (spec 2 §3.7 "Picker state", §4 "Image picker"),
 * testable without React: the component renders this state and dispatches these events.
 */

/** The data calls the picker makes: an `ApiClient` fits as is (api-client blobCalls). */
export interface ImagePickerClient {
  listBlobs(page: { readonly offset: number; readonly limit: number }): Promise<ApiResult<BlobPage>>;
  uploadBlob(name: string, file: Blob): Promise<ApiResult<PickerImage>>;
  /** Without `force` the server refuses an image in use ('in-use' with the places). */
  deleteBlob(name: string, init?: { readonly force?: boolean }): Promise<ApiResult<BlobDeleteOutcome>>;
  /** Where an image is used, for the delete dialog. */
  blobUses(name: string): Promise<ApiResult<readonly BlobUse[]>>;
  /** Makes the variants; the answer may carry the original's size. */
  createBlobVariants(
    name: string,
  ): Promise<
    ApiResult<{ readonly original?: { readonly width: number; readonly height: number } | undefined }>
  >;
}

/** Why an upload cannot go (the server's refusal codes, api-client BLOB_REFUSAL_CODES). */
export type UploadRefusal = 'not-an-image' | 'too-large' | 'too-many-pixels';

/** Open or closed (panel and modals). */
export type OpenState = 'open' | 'closed';

/** Whether every blob is shown (spec 2 §3.7 isBlobsComplete). */
export type BlobsCompleteness = 'done' | 'not-done' | 'downloading';

/** A chosen file waiting to be uploaded. */
export interface ChosenFile {
  readonly file: Blob;
  readonly name: string;
}

/** The picker's whole state (spec 2 §3.7). */
export interface PickerState {
  readonly panelState: OpenState;
  readonly uploadModalState: OpenState;
  readonly verifyDeleteModalState: OpenState;
  /** The chosen image: the value of the field. An image entered by URL has alt 'custom'. */
  readonly selected: PickerImage | null;
  /** The card clicked in the panel, waiting for Confirm (or Delete). */
  readonly aboutToBeSelected: PickerImage | null;
  /** The image whose deletion waits for the verify-delete modal. */
  readonly aboutToBeDeleted: PickerImage | null;
  readonly fileSelected: ChosenFile | null;
  /** Preview address of the chosen file (an object URL made by the component). */
  readonly filePreview: string | null;
  readonly uploading: boolean;
  /** The blobs shown so far (newest first), as an async result. */
  readonly blobs: AsyncResult<readonly PickerImage[]>;
  /** How many blobs the container holds. */
  readonly total: number;
  readonly isBlobsComplete: BlobsCompleteness;
  /** The last upload or delete failed: shown until the next action. */
  readonly actionFailed: 'upload' | 'delete' | null;
  /** Why the last upload (or the chosen file) was refused, when the server or the file says so. */
  readonly uploadRefusal: UploadRefusal | null;
  /** Where the image about to be deleted is used (asked when the delete modal opens). */
  readonly deleteUses: AsyncResult<readonly BlobUse[]>;
}

/** What can happen to the picker. */
export type PickerEvent =
  | { readonly type: 'panel-opened' }
  | { readonly type: 'panel-closed' }
  | { readonly type: 'load-started' }
  | { readonly type: 'load-more-started' }
  | { readonly type: 'page-loaded'; readonly result: ApiResult<BlobPage>; readonly append: boolean }
  | { readonly type: 'card-clicked'; readonly image: PickerImage }
  | { readonly type: 'confirmed' }
  | { readonly type: 'delete-requested' }
  | { readonly type: 'delete-cancelled' }
  | { readonly type: 'uses-loaded'; readonly result: ApiResult<readonly BlobUse[]> }
  | { readonly type: 'delete-finished'; readonly result: ApiResult<BlobDeleteOutcome> }
  | { readonly type: 'variants-made'; readonly url: string; readonly width: number; readonly height: number }
  | { readonly type: 'file-refused'; readonly refusal: UploadRefusal }
  | { readonly type: 'upload-modal-opened' }
  | { readonly type: 'upload-modal-closed' }
  | { readonly type: 'file-chosen'; readonly file: ChosenFile | null; readonly preview: string | null }
  | { readonly type: 'upload-started' }
  | { readonly type: 'upload-finished'; readonly result: ApiResult<PickerImage> }
  | { readonly type: 'url-entered'; readonly url: string };

/** The alt text of an image entered by URL (spec 2 §3.7). */
export const CUSTOM_IMAGE_ALT = 'custom';

/** The starting state, with an optional current value. */
export function initialPickerState(selected: PickerImage | null = null): PickerState {
  return {
    panelState: 'closed',
    uploadModalState: 'closed',
    verifyDeleteModalState: 'closed',
    selected,
    aboutToBeSelected: null,
    aboutToBeDeleted: null,
    fileSelected: null,
    filePreview: null,
    uploading: false,
    blobs: unloaded,
    total: 0,
    isBlobsComplete: 'not-done',
    actionFailed: null,
    uploadRefusal: null,
    deleteUses: unloaded,
  };
}

const UPLOAD_REFUSALS: readonly string[] = ['not-an-image', 'too-large', 'too-many-pixels'];

/** The refusal of a failed upload, when the server named one the picker can explain. */
function refusalOf(result: ApiResult<unknown>): UploadRefusal | null {
  return result.kind === 'failed' && UPLOAD_REFUSALS.includes(result.error)
    ? (result.error as UploadRefusal)
    : null;
}

/** What is wrong with a chosen file before it is sent (the server checks the bytes again). */
export function fileRefusal(file: { readonly type: string; readonly size: number }): UploadRefusal | null {
  if (!file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > BLOB_UPLOAD_LIMITS.maxBytes) return 'too-large';
  return null;
}

function shown(state: PickerState): readonly PickerImage[] {
  return state.blobs.kind === 'loaded' ? state.blobs.value : [];
}

function completeness(count: number, total: number): BlobsCompleteness {
  return count >= total ? 'done' : 'not-done';
}

/** The picker's reducer (spec 2 §4 "Image picker"). Events that do not apply leave the state as is. */
export function pickerReducer(state: PickerState, event: PickerEvent): PickerState {
  switch (event.type) {
    case 'panel-opened':
      return { ...state, panelState: 'open', actionFailed: null };
    case 'panel-closed':
      return { ...state, panelState: 'closed', aboutToBeSelected: null };
    case 'load-started':
      return { ...state, blobs: { kind: 'loading' }, isBlobsComplete: 'not-done' };
    case 'load-more-started':
      return canLoadMore(state) ? { ...state, isBlobsComplete: 'downloading' } : state;
    case 'page-loaded': {
      const { result } = event;
      if (result.kind !== 'loaded') {
        // A failed 'Load more' ('Meer afbeeldingen laden') keeps what is shown; a failed first load shows the failure.
        if (event.append && state.blobs.kind === 'loaded') return { ...state, isBlobsComplete: 'not-done' };
        return { ...state, blobs: result, isBlobsComplete: 'not-done' };
      }
      const known = new Set(event.append ? shown(state).map((image) => image.url) : []);
      const images = [
        ...(event.append ? shown(state) : []),
        ...result.value.images.filter((image) => !known.has(image.url)),
      ];
      return {
        ...state,
        blobs: { kind: 'loaded', value: images },
        total: result.value.total,
        isBlobsComplete: completeness(images.length, result.value.total),
      };
    }
    case 'card-clicked':
      return { ...state, aboutToBeSelected: event.image, actionFailed: null };
    case 'confirmed':
      if (!state.aboutToBeSelected) return state;
      return { ...state, selected: state.aboutToBeSelected, aboutToBeSelected: null, panelState: 'closed' };
    case 'delete-requested':
      if (!state.aboutToBeSelected) return state;
      return {
        ...state,
        aboutToBeDeleted: state.aboutToBeSelected,
        verifyDeleteModalState: 'open',
        actionFailed: null,
        deleteUses: loading,
      };
    case 'uses-loaded':
      if (!state.aboutToBeDeleted) return state;
      return { ...state, deleteUses: event.result };
    case 'delete-cancelled':
      return { ...state, aboutToBeDeleted: null, verifyDeleteModalState: 'closed', deleteUses: unloaded };
    case 'delete-finished': {
      const gone = state.aboutToBeDeleted;
      if (!gone) return state;
      const { result } = event;
      // Used since the modal opened (or the uses could not be asked): show the places, ask again.
      if (result.kind === 'loaded' && result.value.kind === 'in-use') {
        return { ...state, deleteUses: loaded(result.value.uses) };
      }
      if (result.kind !== 'loaded') {
        // Spec 2 §4: failure returns it to pending.
        return {
          ...state,
          aboutToBeSelected: gone,
          aboutToBeDeleted: null,
          verifyDeleteModalState: 'closed',
          actionFailed: 'delete',
          deleteUses: unloaded,
        };
      }
      const images = shown(state).filter((image) => image.url !== gone.url);
      const total = Math.max(0, state.total - 1);
      return {
        ...state,
        aboutToBeDeleted: null,
        aboutToBeSelected: null,
        verifyDeleteModalState: 'closed',
        deleteUses: unloaded,
        selected: state.selected?.url === gone.url ? null : state.selected,
        blobs: state.blobs.kind === 'loaded' ? { kind: 'loaded', value: images } : state.blobs,
        total,
        isBlobsComplete: completeness(images.length, total),
      };
    }
    case 'variants-made':
      // The original's size arrives with the variants: the chosen image keeps it (width/height).
      if (state.selected?.url !== event.url) return state;
      return { ...state, selected: { ...state.selected, width: event.width, height: event.height } };
    case 'upload-modal-opened':
      return { ...state, uploadModalState: 'open', actionFailed: null, uploadRefusal: null };
    case 'upload-modal-closed':
      if (state.uploading) return state;
      return { ...state, uploadModalState: 'closed', fileSelected: null, filePreview: null };
    case 'file-chosen':
      return { ...state, fileSelected: event.file, filePreview: event.preview, uploadRefusal: null };
    case 'file-refused':
      return { ...state, fileSelected: null, filePreview: null, uploadRefusal: event.refusal };
    case 'upload-started':
      if (!state.fileSelected || state.uploading) return state;
      return { ...state, uploading: true };
    case 'upload-finished': {
      // Success resets the file and closes the modal; so does failure (spec 2 §4).
      const base = {
        ...state,
        uploading: false,
        uploadModalState: 'closed' as const,
        fileSelected: null,
        filePreview: null,
      };
      if (event.result.kind !== 'loaded') {
        return { ...base, actionFailed: 'upload', uploadRefusal: refusalOf(event.result) };
      }
      const image = event.result.value;
      if (state.blobs.kind !== 'loaded') return { ...base, total: state.total + 1 };
      const images = [image, ...state.blobs.value.filter((item) => item.url !== image.url)];
      const total = state.total + 1;
      return {
        ...base,
        blobs: { kind: 'loaded', value: images },
        total,
        aboutToBeSelected: image,
        isBlobsComplete: completeness(images.length, total),
      };
    }
    case 'url-entered': {
      const url = event.url.trim();
      return {
        ...state,
        selected: url === '' ? null : { alt: CUSTOM_IMAGE_ALT, url, createdDate: '' },
      };
    }
  }
}

/** 'Load more' ('Meer afbeeldingen laden') is enabled only when loaded and not complete (spec 2 §4). */
export function canLoadMore(state: PickerState): boolean {
  return state.blobs.kind === 'loaded' && state.isBlobsComplete === 'not-done';
}

/** Upload is disabled until a file is chosen, and while uploading (spec 2 §5). */
export function canUpload(state: PickerState): boolean {
  return state.fileSelected !== null && !state.uploading;
}

/** Delete and Confirm are disabled without a pending selection (spec 2 §5). */
export function hasPendingSelection(state: PickerState): boolean {
  return state.aboutToBeSelected !== null;
}

/** The page the next request asks for: 15 first, then 10 more (spec 2 §9). */
export function nextPage(state: PickerState, append: boolean): { offset: number; limit: number } {
  return append
    ? { offset: shown(state).length, limit: BLOB_PAGE_SIZES.more }
    : { offset: 0, limit: BLOB_PAGE_SIZES.initial };
}

/** The picker message key of the list state (spec 2 §8), or null when images are shown. */
export function listMessageKey(
  state: PickerState,
):
  | 'editor.picker.notLoaded'
  | 'editor.picker.loading'
  | 'editor.picker.failedToLoad'
  | 'editor.picker.notAuthorized'
  | 'editor.picker.connectionError'
  | 'editor.picker.empty'
  | null {
  switch (state.blobs.kind) {
    case 'unloaded':
      return 'editor.picker.notLoaded';
    case 'loading':
      return 'editor.picker.loading';
    case 'failed':
      return 'editor.picker.failedToLoad';
    case 'unauthorized':
      return 'editor.picker.notAuthorized';
    case 'connection-error':
      return 'editor.picker.connectionError';
    case 'loaded':
      return state.blobs.value.length === 0 ? 'editor.picker.empty' : null;
  }
}
