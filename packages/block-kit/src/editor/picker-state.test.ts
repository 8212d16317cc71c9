import { failed, loaded, type PickerImage, unauthorized } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_IMAGE_ALT,
  canLoadMore,
  canUpload,
  fileRefusal,
  hasPendingSelection,
  initialPickerState,
  listMessageKey,
  nextPage,
  type PickerEvent,
  type PickerState,
  pickerReducer,
} from './picker-state';

const deleted = loaded({ kind: 'deleted' as const, deleted: ['x'] });

const image = (n: number): PickerImage => ({
  alt: `foto-${n}.jpg`,
  url: `/blobstorage/pictures/foto-${n}.jpg`,
  createdDate: '2026-03-05T10:00:00.000Z',
});
const images = (from: number, count: number) => Array.from({ length: count }, (_, i) => image(from + i));

function run(events: PickerEvent[], start: PickerState = initialPickerState()): PickerState {
  return events.reduce(pickerReducer, start);
}

const opened = (total = 30) =>
  run([
    { type: 'panel-opened' },
    { type: 'load-started' },
    { type: 'page-loaded', append: false, result: loaded({ images: images(0, 15), total }) },
  ]);

describe('image picker state (spec 2 §3.7, §4)', () => {
  it('starts closed, unloaded, with no pending selection', () => {
    const state = initialPickerState();
    expect(state).toMatchObject({
      panelState: 'closed',
      uploadModalState: 'closed',
      verifyDeleteModalState: 'closed',
    });
    expect(listMessageKey(state)).toBe('editor.picker.notLoaded');
    expect(hasPendingSelection(state)).toBe(false);
  });

  it('loads 15 first, then Load more appends 10, enabled only when loaded and not complete', () => {
    expect(nextPage(initialPickerState(), false)).toEqual({ offset: 0, limit: 15 });
    let state = run([{ type: 'panel-opened' }, { type: 'load-started' }]);
    expect(listMessageKey(state)).toBe('editor.picker.loading');
    expect(canLoadMore(state)).toBe(false);
    state = opened(30);
    expect(canLoadMore(state)).toBe(true);
    expect(nextPage(state, true)).toEqual({ offset: 15, limit: 10 });
    state = pickerReducer(state, { type: 'load-more-started' });
    expect(state.isBlobsComplete).toBe('downloading');
    expect(canLoadMore(state)).toBe(false);
    state = pickerReducer(state, {
      type: 'page-loaded',
      append: true,
      result: loaded({ images: images(15, 10), total: 30 }),
    });
    expect(state.blobs.kind === 'loaded' && state.blobs.value.length).toBe(25);
    state = pickerReducer(state, {
      type: 'page-loaded',
      append: true,
      result: loaded({ images: images(25, 5), total: 30 }),
    });
    expect(state.isBlobsComplete).toBe('done');
    expect(canLoadMore(state)).toBe(false);
  });

  it('names every list state with its spec message', () => {
    expect(listMessageKey(run([{ type: 'page-loaded', append: false, result: failed(500, 'x') }]))).toBe(
      'editor.picker.failedToLoad',
    );
    expect(listMessageKey(run([{ type: 'page-loaded', append: false, result: unauthorized(401) }]))).toBe(
      'editor.picker.notAuthorized',
    );
    expect(
      listMessageKey(
        run([{ type: 'page-loaded', append: false, result: { kind: 'connection-error', error: 'x' } }]),
      ),
    ).toBe('editor.picker.connectionError');
    expect(
      listMessageKey(run([{ type: 'page-loaded', append: false, result: loaded({ images: [], total: 0 }) }])),
    ).toBe('editor.picker.empty');
    expect(listMessageKey(opened())).toBeNull();
  });

  it('a failed Load more keeps the images shown', () => {
    const state = run(
      [{ type: 'load-more-started' }, { type: 'page-loaded', append: true, result: failed(500, 'x') }],
      opened(),
    );
    expect(state.blobs.kind).toBe('loaded');
    expect(canLoadMore(state)).toBe(true);
  });

  it('card click makes it pending; Confirm selects it and closes the panel', () => {
    let state = pickerReducer(opened(), { type: 'confirmed' });
    expect(state.selected).toBeNull(); // Confirm does nothing without a pending selection
    state = pickerReducer(state, { type: 'card-clicked', image: image(3) });
    expect(state.aboutToBeSelected).toEqual(image(3));
    expect(hasPendingSelection(state)).toBe(true);
    state = pickerReducer(state, { type: 'confirmed' });
    expect(state).toMatchObject({ selected: image(3), aboutToBeSelected: null, panelState: 'closed' });
  });

  it('delete: pending -> about_to_be_deleted with the modal; cancel or failure returns it to pending', () => {
    let state = run([{ type: 'card-clicked', image: image(2) }, { type: 'delete-requested' }], opened());
    expect(state).toMatchObject({ aboutToBeDeleted: image(2), verifyDeleteModalState: 'open' });
    const cancelled = pickerReducer(state, { type: 'delete-cancelled' });
    expect(cancelled).toMatchObject({
      aboutToBeDeleted: null,
      aboutToBeSelected: image(2),
      verifyDeleteModalState: 'closed',
    });
    const failedDelete = pickerReducer(state, { type: 'delete-finished', result: failed(500, 'x') });
    expect(failedDelete).toMatchObject({
      aboutToBeDeleted: null,
      aboutToBeSelected: image(2),
      actionFailed: 'delete',
    });
    state = pickerReducer(state, { type: 'delete-finished', result: deleted });
    expect(state.aboutToBeSelected).toBeNull();
    expect(state.blobs.kind === 'loaded' && state.blobs.value.map((item) => item.alt)).not.toContain(
      'foto-2.jpg',
    );
    expect(state.total).toBe(29);
  });

  it('delete asks where the image is used; a refused delete (in use) keeps the modal with the places', () => {
    const uses = [{ place: 'page' as const, title: 'Over ons', path: '/over-ons' }];
    let state = run([{ type: 'card-clicked', image: image(2) }, { type: 'delete-requested' }], opened());
    expect(state.deleteUses.kind).toBe('loading');
    state = pickerReducer(state, { type: 'uses-loaded', result: loaded([]) });
    expect(state.deleteUses).toEqual(loaded([]));
    state = pickerReducer(state, { type: 'delete-finished', result: loaded({ kind: 'in-use', uses }) });
    expect(state).toMatchObject({ verifyDeleteModalState: 'open', aboutToBeDeleted: image(2) });
    expect(state.deleteUses).toEqual(loaded(uses));
    expect(pickerReducer(state, { type: 'delete-cancelled' }).deleteUses.kind).toBe('unloaded');
  });

  it('keeps the original size that comes with the variants on the chosen image', () => {
    const state = run(
      [
        { type: 'card-clicked', image: image(1) },
        { type: 'confirmed' },
        { type: 'variants-made', url: image(2).url, width: 1, height: 1 },
        { type: 'variants-made', url: image(1).url, width: 1200, height: 800 },
      ],
      opened(),
    );
    expect(state.selected).toEqual({ ...image(1), width: 1200, height: 800 });
  });

  it('names why an upload was refused, by the file or by the server', () => {
    expect(fileRefusal({ type: 'application/pdf', size: 10 })).toBe('not-an-image');
    expect(fileRefusal({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('too-large');
    expect(fileRefusal({ type: 'image/jpeg', size: 1024 })).toBeNull();
    const file = { file: new Blob(['x'], { type: 'image/png' }), name: 'nieuw.png' };
    let state = run(
      [{ type: 'upload-modal-opened' }, { type: 'file-chosen', file, preview: null }],
      opened(),
    );
    state = pickerReducer(state, { type: 'upload-started' });
    state = pickerReducer(state, { type: 'upload-finished', result: failed(413, 'too-many-pixels') });
    expect(state).toMatchObject({ actionFailed: 'upload', uploadRefusal: 'too-many-pixels' });
    state = pickerReducer(state, { type: 'upload-modal-opened' });
    expect(state.uploadRefusal).toBeNull();
    state = pickerReducer(state, { type: 'file-refused', refusal: 'not-an-image' });
    expect(state).toMatchObject({
      fileSelected: null,
      uploadRefusal: 'not-an-image',
      uploadModalState: 'open',
    });
  });

  it('deleting the selected image clears the selection too', () => {
    const state = run(
      [
        { type: 'card-clicked', image: image(1) },
        { type: 'confirmed' },
        { type: 'panel-opened' },
        { type: 'card-clicked', image: image(1) },
        { type: 'delete-requested' },
        { type: 'delete-finished', result: deleted },
      ],
      opened(),
    );
    expect(state.selected).toBeNull();
  });

  it('upload: disabled until a file is chosen and while uploading; success and failure close the modal', () => {
    const file = { file: new Blob(['x'], { type: 'image/png' }), name: 'nieuw.png' };
    let state = pickerReducer(opened(), { type: 'upload-modal-opened' });
    expect(canUpload(state)).toBe(false);
    state = pickerReducer(state, { type: 'file-chosen', file, preview: 'blob:1' });
    expect(canUpload(state)).toBe(true);
    state = pickerReducer(state, { type: 'upload-started' });
    expect(state.uploading).toBe(true);
    expect(canUpload(state)).toBe(false);
    expect(pickerReducer(state, { type: 'upload-modal-closed' }).uploadModalState).toBe('open');
    const done = pickerReducer(state, { type: 'upload-finished', result: loaded(image(99)) });
    expect(done).toMatchObject({
      uploading: false,
      uploadModalState: 'closed',
      fileSelected: null,
      filePreview: null,
    });
    expect(done.blobs.kind === 'loaded' && done.blobs.value[0]).toEqual(image(99));
    expect(done.aboutToBeSelected).toEqual(image(99));
    const failedUpload = pickerReducer(state, { type: 'upload-finished', result: failed(415, 'x') });
    expect(failedUpload).toMatchObject({
      uploading: false,
      uploadModalState: 'closed',
      actionFailed: 'upload',
    });
  });

  it("an image entered by URL gets alt 'custom'; an empty URL clears it", () => {
    let state = pickerReducer(initialPickerState(), {
      type: 'url-entered',
      url: ' https://example.nl/a.jpg ',
    });
    expect(state.selected).toEqual({
      alt: CUSTOM_IMAGE_ALT,
      url: 'https://example.nl/a.jpg',
      createdDate: '',
    });
    state = pickerReducer(state, { type: 'url-entered', url: '' });
    expect(state.selected).toBeNull();
  });
});
