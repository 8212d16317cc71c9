import { pictureThumbnailUrl, toBlobName } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { Button } from '../primitives/button';
import { classNames } from '../primitives/class-names';
import { Field } from '../primitives/field';
import { TextInput } from '../primitives/input';
import { Modal } from '../widgets/modal';
import { defaultPreview, revokePreview } from './file-preview';
import type { ImagePickerProps } from './image-picker-props';
import {
  canLoadMore,
  canUpload,
  fileRefusal,
  hasPendingSelection,
  initialPickerState,
  listMessageKey,
  nextPage,
  type PickerState,
  pickerReducer,
} from './picker-state';
import { placeLabel, refusalText } from './picker-texts';

export type { ImagePickerProps } from './image-picker-props';

/** The picker thumbnails' box (the 300 px variant, shown in a 4:3 frame): the grid does not jump. */
const THUMBNAIL_WIDTH = 300;
const THUMBNAIL_HEIGHT = 225;

/**
 * The image picker for editors (spec 2 §3.7, §4, §5, §8): a URL field, and a panel listing the
 * 'pictures' container newest first (15, then 'Meer afbeeldingen laden' adds 10). A card click makes
 * an image pending (about to be selected); 'Kiezen' or a double-click chooses it, closes the panel and
 * asks the server for the resized variants. Upload and delete go through modals. Every text is Dutch,
 * also where the spec quotes English (decision 0087).
 */
export function ImagePicker({
  client,
  initialValue = null,
  onChange,
  label,
  readOnly = false,
  urlMandatory = true,
  defaultPanelOpen = false,
  createPreview = defaultPreview,
  library = false,
  className,
}: ImagePickerProps) {
  const t = useT();
  const panelId = useId();
  const panelTitleId = useId();
  const fileInputId = useId();
  const usesTitleId = useId();
  const [state, dispatch] = useReducer(pickerReducer, initialValue, (value) => ({
    ...initialPickerState(value),
    panelState: (defaultPanelOpen || library) && !readOnly ? ('open' as const) : ('closed' as const),
  }));
  const stateRef = useRef<PickerState>(state);
  stateRef.current = state;
  const fileInput = useRef<HTMLInputElement>(null);
  const lastSelected = useRef(state.selected);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Tell the parent about a new choice (confirm, URL entry, or the chosen image deleted).
  useEffect(() => {
    if (state.selected === lastSelected.current) return;
    lastSelected.current = state.selected;
    onChangeRef.current?.(state.selected);
  }, [state.selected]);

  async function load(append: boolean) {
    const page = nextPage(stateRef.current, append);
    dispatch({ type: append ? 'load-more-started' : 'load-started' });
    const result = await client.listBlobs(page);
    dispatch({ type: 'page-loaded', result, append });
  }

  const openedOnce = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads only when the panel opens
  useEffect(() => {
    // The list loads when the panel opens (spec 2 §4), and again after a failure.
    if (state.panelState !== 'open') return;
    if (stateRef.current.blobs.kind === 'loaded' && openedOnce.current) return;
    openedOnce.current = true;
    void load(false);
  }, [state.panelState]);

  function confirm() {
    const pending = stateRef.current.aboutToBeSelected;
    if (!pending) return;
    dispatch({ type: 'confirmed' });
    // Spec 2 §4: confirming starts creating the resized variants (the server skips existing ones).
    // Their answer carries the original's size, which the chosen image keeps (width/height).
    void client.createBlobVariants(pending.alt).then((result) => {
      const original = result.kind === 'loaded' ? result.value.original : undefined;
      if (original) dispatch({ type: 'variants-made', url: pending.url, ...original });
    });
  }

  async function requestDelete() {
    const pending = stateRef.current.aboutToBeSelected;
    if (!pending) return;
    dispatch({ type: 'delete-requested' });
    // Decision 0047: the modal names where the image is used before anything is deleted.
    dispatch({ type: 'uses-loaded', result: await client.blobUses(pending.alt) });
  }

  async function deleteConfirmed() {
    const current = stateRef.current;
    const target = current.aboutToBeDeleted;
    if (!target) return;
    // Forced only when the editor saw a list of places; otherwise the server refuses an image that
    // is in use after all (409), and the modal then shows where.
    const sawUses = current.deleteUses.kind === 'loaded' && current.deleteUses.value.length > 0;
    const result = await client.deleteBlob(target.alt, { force: sawUses });
    dispatch({ type: 'delete-finished', result });
  }

  async function upload() {
    const chosen = stateRef.current.fileSelected;
    if (!chosen || !canUpload(stateRef.current)) return;
    dispatch({ type: 'upload-started' });
    const result = await client.uploadBlob(toBlobName(chosen.name), chosen.file);
    revokePreview(stateRef.current.filePreview);
    if (fileInput.current) fileInput.current.value = '';
    dispatch({ type: 'upload-finished', result });
  }

  async function chooseFile(file: File | undefined) {
    revokePreview(stateRef.current.filePreview);
    if (!file) {
      dispatch({ type: 'file-chosen', file: null, preview: null });
      return;
    }
    // Spec 2 §5: images only, and (decision 0046) say why a file cannot go. The server checks again.
    const refusal = fileRefusal(file);
    if (refusal) {
      if (fileInput.current) fileInput.current.value = '';
      dispatch({ type: 'file-refused', refusal });
      return;
    }
    const preview = await createPreview(file).catch(() => null);
    dispatch({ type: 'file-chosen', file: { file, name: file.name }, preview });
  }

  const selected = state.selected;
  const urlMissing = urlMandatory && !selected;
  const message = listMessageKey(state);
  const images = state.blobs.kind === 'loaded' ? state.blobs.value : [];
  const pending = hasPendingSelection(state);
  const panelOpen = state.panelState === 'open' && !readOnly;
  const deleteUses = state.deleteUses.kind === 'loaded' ? state.deleteUses.value : [];

  // The library is a page's main content: its list is the page's second level.
  const PanelHeading = library ? 'h2' : 'h3';
  const panel = (
    <section id={panelId} className="bk-picker__panel" aria-labelledby={panelTitleId}>
      <PanelHeading id={panelTitleId} className="bk-picker__title">
        {t('editor.picker.panelTitle')}
      </PanelHeading>
      <div className="bk-picker__actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'upload-modal-opened' })}>
          {t('editor.picker.upload')}
        </Button>
        {library ? null : (
          <Button onClick={confirm} disabled={!pending}>
            {t('editor.picker.confirm')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void requestDelete()} disabled={!pending}>
          {t('editor.picker.delete')}
        </Button>
      </div>
      <div role="status" className="bk-picker__status">
        {message ? (
          <p className={`bk-picker__message bk-picker__message--${state.blobs.kind}`}>{t(message)}</p>
        ) : null}
        {state.actionFailed === 'upload' ? (
          <p className="bk-picker__message--failed">
            {state.uploadRefusal ? refusalText(t, state.uploadRefusal) : t('editor.picker.uploadFailed')}
          </p>
        ) : null}
        {state.actionFailed === 'delete' ? (
          <p className="bk-picker__message--failed">{t('editor.picker.deleteFailed')}</p>
        ) : null}
      </div>
      {images.length > 0 ? (
        <ul className="bk-picker__grid">
          {images.map((image) => {
            const isPending = state.aboutToBeSelected?.url === image.url;
            const isSelected = selected?.url === image.url;
            return (
              <li key={image.url} className="bk-picker__item">
                <button
                  type="button"
                  className={classNames(
                    'bk-picker__card',
                    isPending ? 'bk-picker__card--pending' : undefined,
                    isSelected ? 'bk-picker__card--selected' : undefined,
                  )}
                  aria-pressed={isPending}
                  onClick={() => dispatch({ type: 'card-clicked', image })}
                  onDoubleClick={() => {
                    dispatch({ type: 'card-clicked', image });
                    stateRef.current = { ...stateRef.current, aboutToBeSelected: image };
                    confirm();
                  }}
                >
                  {/* Decision 0046: a small variant, not the original; the box is fixed, so nothing jumps. */}
                  <img
                    className="bk-picker__thumb"
                    src={pictureThumbnailUrl(image.url)}
                    alt=""
                    width={THUMBNAIL_WIDTH}
                    height={THUMBNAIL_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    onError={(event) => {
                      // Images uploaded before thumbnails were made have none: show the original.
                      const img = event.currentTarget;
                      if (img.getAttribute('src') !== image.url) img.src = image.url;
                    }}
                  />
                  <span className="bk-picker__name">{image.alt}</span>
                  {isSelected ? (
                    <span className="bk-picker__badge">{t('editor.picker.selected')}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {state.blobs.kind === 'loaded' && images.length > 0 ? (
        <p className="bk-picker__count">
          {t('editor.picker.count', { shown: images.length, total: state.total })}
        </p>
      ) : null}
      <Button variant="secondary" disabled={!canLoadMore(state)} onClick={() => void load(true)}>
        {t('editor.picker.loadMore')}
      </Button>
    </section>
  );
  const dialogs = (
    <>
      <Modal
        open={state.uploadModalState === 'open'}
        onClose={() => dispatch({ type: 'upload-modal-closed' })}
        title={t('editor.picker.uploadTitle')}
        primaryAction={{
          label: t('editor.picker.upload'),
          onClick: () => void upload(),
          disabled: !canUpload(state),
        }}
        secondaryAction={{
          label: t('editor.picker.cancel'),
          onClick: () => dispatch({ type: 'upload-modal-closed' }),
          disabled: state.uploading,
        }}
      >
        <Field
          label={t('editor.picker.chooseFile')}
          id={fileInputId}
          error={state.uploadRefusal ? refusalText(t, state.uploadRefusal) : undefined}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              className="bk-picker__file"
              type="file"
              accept="image/*"
              disabled={state.uploading}
              onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
            />
          )}
        </Field>
        {state.filePreview ? (
          <figure className="bk-picker__preview">
            <img src={state.filePreview} alt={t('editor.picker.preview')} />
            <figcaption>{state.fileSelected?.name}</figcaption>
          </figure>
        ) : null}
        <div role="status">
          {state.uploading ? <p className="bk-picker__uploading">{t('editor.picker.uploading')}</p> : null}
        </div>
      </Modal>
      <Modal
        open={state.verifyDeleteModalState === 'open'}
        onClose={() => dispatch({ type: 'delete-cancelled' })}
        title={t('editor.picker.deleteTitle')}
        primaryAction={{
          label: deleteUses.length > 0 ? t('editor.picker.deleteAnyway') : t('editor.picker.delete'),
          onClick: () => void deleteConfirmed(),
          disabled: state.deleteUses.kind === 'loading',
        }}
        secondaryAction={{
          label: t('editor.picker.cancel'),
          onClick: () => dispatch({ type: 'delete-cancelled' }),
        }}
      >
        <div role="status">
          {state.deleteUses.kind === 'loading' ? <p>{t('editor.picker.usesLoading')}</p> : null}
          {state.deleteUses.kind === 'failed' ||
          state.deleteUses.kind === 'connection-error' ||
          state.deleteUses.kind === 'unauthorized' ? (
            <p>{t('editor.picker.usesFailed')}</p>
          ) : null}
        </div>
        {deleteUses.length > 0 ? (
          <div className="bk-picker__uses">
            <p id={usesTitleId} className="bk-picker__uses-title">
              {t('editor.picker.usesTitle')}
            </p>
            <ul aria-labelledby={usesTitleId} className="bk-picker__uses-list">
              {deleteUses.map((use) => (
                <li key={`${use.place} ${use.title} ${use.detail ?? ''} ${use.path ?? ''}`}>
                  {placeLabel(t, use)}
                </li>
              ))}
            </ul>
            <p className="bk-picker__uses-warning" role="alert">
              {t('editor.picker.usesWarning', { name: state.aboutToBeDeleted?.alt ?? '' })}
            </p>
          </div>
        ) : state.deleteUses.kind === 'loading' ? null : (
          <p>{t('editor.picker.deleteText', { name: state.aboutToBeDeleted?.alt ?? '' })}</p>
        )}
      </Modal>
    </>
  );
  if (library) {
    return (
      <div className={classNames('bk-picker', 'bk-picker--library', className)}>
        {readOnly ? null : panel}
        {dialogs}
      </div>
    );
  }
  return (
    <fieldset className={classNames('bk-picker', readOnly ? 'bk-picker--read' : undefined, className)}>
      <legend className="bk-picker__legend">{label ?? t('editor.picker.label')}</legend>
      <div className="bk-picker__current">
        {selected ? (
          <img className="bk-picker__current-image" src={selected.url} alt={selected.alt} />
        ) : (
          <p className="bk-picker__none">{t('editor.picker.noImage')}</p>
        )}
      </div>
      <TextInput
        label={t('editor.picker.urlLabel')}
        type="url"
        value={selected?.url ?? ''}
        readOnly={readOnly}
        required={urlMandatory && !readOnly}
        error={urlMissing && !readOnly ? t('editor.picker.urlRequired') : undefined}
        fieldClassName={urlMissing ? 'bk-picker__url bk-picker__url--missing' : 'bk-picker__url'}
        onValueChange={(url) => dispatch({ type: 'url-entered', url })}
      />
      {readOnly ? null : (
        <Button
          variant="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onClick={() => dispatch({ type: panelOpen ? 'panel-closed' : 'panel-opened' })}
        >
          {panelOpen ? t('editor.picker.closePanel') : t('editor.picker.open')}
        </Button>
      )}
      {panelOpen ? panel : null}
      {dialogs}
    </fieldset>
  );
}
