import { type PickerImage, toBlobName } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useId, useReducer, useRef } from 'react';
import { Button } from '../primitives/button';
import { TextInput } from '../primitives/input';
import { Modal } from '../widgets/modal';
import {
  canLoadMore,
  canUpload,
  hasPendingSelection,
  type ImagePickerClient,
  initialPickerState,
  listMessageKey,
  nextPage,
  type PickerState,
  pickerReducer,
} from './picker-state';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The blob calls (an `ApiClient` fits). Only used when the editor opens the panel or acts. */
  client: ImagePickerClient;
  /** The image chosen at the start (read once; remount with a `key` to reset). Default none. */
  initialValue?: PickerImage | null;
  /** Called with the chosen image: confirmed from storage, entered by URL, or null when cleared. */
  onChange?: (image: PickerImage | null) => void;
  /** The fieldset's legend. Default 'Afbeelding'. */
  label?: ReactNode;
  /**
   * Read mode (spec 2 §6: "read mode disables its editing"): shows the image and its address only,
   * without the panel, upload or delete. Default false.
   */
  readOnly?: boolean;
  /** The URL field is mandatory: highlighted (invalid) while empty (spec 2 §5). Default true. */
  urlMandatory?: boolean;
  /** Opens with the panel open (stories and tests of the panel states). Default false. */
  defaultPanelOpen?: boolean;
  /**
   * Makes the preview address of a chosen file. Default `URL.createObjectURL` (a data URL where that
   * is missing).
   */
  createPreview?: (file: Blob) => Promise<string>;
  className?: string;
}

function defaultPreview(file: Blob): Promise<string> {
  if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') {
    return Promise.resolve(URL.createObjectURL(file));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function revokePreview(preview: string | null): void {
  if (preview?.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}

/**
 * The image picker for editors (spec 2 §3.7, §4, §5, §8): a URL field, and a panel listing the
 * 'pictures' container newest first (15, then 'Load more' adds 10). A card click makes an image
 * pending (about to be selected); Confirm or a double-click chooses it, closes the panel and asks
 * the server for the resized variants. Upload and delete go through modals.
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
  className,
}: ImagePickerProps) {
  const t = useT();
  const panelId = useId();
  const panelTitleId = useId();
  const fileInputId = useId();
  const [state, dispatch] = useReducer(pickerReducer, initialValue, (value) => ({
    ...initialPickerState(value),
    panelState: defaultPanelOpen && !readOnly ? ('open' as const) : ('closed' as const),
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
    void client.createBlobVariants(pending.alt);
  }

  async function deleteConfirmed() {
    const target = stateRef.current.aboutToBeDeleted;
    if (!target) return;
    const result = await client.deleteBlob(target.alt);
    dispatch({ type: 'delete-finished', ok: result.kind === 'loaded' });
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
    // Spec 2 §5: images only. The server checks the bytes again.
    if (!file?.type.startsWith('image/')) {
      dispatch({ type: 'file-chosen', file: null, preview: null });
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

  return (
    <fieldset
      className={['bk-picker', readOnly ? 'bk-picker--read' : undefined, className].filter(Boolean).join(' ')}
    >
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
      {panelOpen ? (
        <section id={panelId} className="bk-picker__panel" aria-labelledby={panelTitleId}>
          <h3 id={panelTitleId} className="bk-picker__title">
            {t('editor.picker.panelTitle')}
          </h3>
          <div className="bk-picker__actions">
            <Button variant="secondary" onClick={() => dispatch({ type: 'upload-modal-opened' })}>
              {t('editor.picker.upload')}
            </Button>
            <Button onClick={confirm} disabled={!pending}>
              {t('editor.picker.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => dispatch({ type: 'delete-requested' })}
              disabled={!pending}
            >
              {t('editor.picker.delete')}
            </Button>
          </div>
          <div role="status" className="bk-picker__status">
            {message ? (
              <p className={`bk-picker__message bk-picker__message--${state.blobs.kind}`}>{t(message)}</p>
            ) : null}
            {state.actionFailed === 'upload' ? (
              <p className="bk-picker__message--failed">{t('editor.picker.uploadFailed')}</p>
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
                      className={[
                        'bk-picker__card',
                        isPending ? 'bk-picker__card--pending' : undefined,
                        isSelected ? 'bk-picker__card--selected' : undefined,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-pressed={isPending}
                      onClick={() => dispatch({ type: 'card-clicked', image })}
                      onDoubleClick={() => {
                        dispatch({ type: 'card-clicked', image });
                        stateRef.current = { ...stateRef.current, aboutToBeSelected: image };
                        confirm();
                      }}
                    >
                      <img className="bk-picker__thumb" src={image.url} alt="" loading="lazy" />
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
      ) : null}
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
        <div className="bk-field">
          <label htmlFor={fileInputId} className="bk-field__label">
            {t('editor.picker.chooseFile')}
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            className="bk-picker__file"
            type="file"
            accept="image/*"
            disabled={state.uploading}
            onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
          />
        </div>
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
        primaryAction={{ label: t('editor.picker.delete'), onClick: () => void deleteConfirmed() }}
        secondaryAction={{
          label: t('editor.picker.cancel'),
          onClick: () => dispatch({ type: 'delete-cancelled' }),
        }}
      >
        <p>{t('editor.picker.deleteText', { name: state.aboutToBeDeleted?.alt ?? '' })}</p>
      </Modal>
    </fieldset>
  );
}
