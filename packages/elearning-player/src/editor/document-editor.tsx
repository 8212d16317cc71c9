import {
  type EditableBlock,
  type EditableBlockKind,
  isSavableVideoUrl,
  type PickerImage,
  pictureBlobName,
  pictureCrops,
  serializeEditableDocument,
  videoBlockUrl,
} from '@dementie/api-client';
import { Button, Checkbox, Modal, TextArea, TextInput } from '@dementie/block-kit';
import { ImageAltField, ImagePicker, imageAltMissing, RichTextEditor } from '@dementie/block-kit/editor';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type EditableDocumentEditorProps, type PlayerEditorBackend, useReportUnsaved } from './admin-mode';
import {
  allowedBlockKinds,
  type DraftBlock,
  documentForEditing,
  emptyBlock,
  moveBlock,
  removeBlock,
  svgIcon,
  videoLinkToEmbed,
} from './document-model';
import { isUnsaved } from './unsaved-changes';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'unauthorized' | 'invalid' | 'invalidVideo';

let nextDraftId = 0;
function draft(block: EditableBlock): DraftBlock {
  nextDraftId += 1;
  return { id: `block-${nextDraftId}`, block };
}

/**
 * The resized variants of a picked image as crops (url and width): the width-only sizes of spec 2
 * §9, which the server made when the image was confirmed. Other addresses have none.
 */
export function cropsOf(url: string): { url: string; width: number }[] {
  return pictureCrops(url);
}

type ImageContent = Extract<EditableBlock, { Kind: 'Image' }>['Content'];

/**
 * An Image block's content once an image is placed: its address, its crops and, when known, the
 * original's size (decision 0040: visitors' pages reserve the image's space). A different image drops the
 * old size. The picker and the save both build it here, so the same image gives the same document.
 */
function placedImage(
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
async function withImageSizes(
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
function imageBlockAltMissing(block: EditableBlock): boolean {
  if (block.Kind !== 'Image' || block.Content.url === '') return false;
  return imageAltMissing({ alt: block.Content.alt, decorative: block.Content.decorative === true });
}

/** A Video block whose link the save call would refuse (not YouTube, Vimeo or NPO: spec 2 §2.8). */
function videoLinkRefused(block: EditableBlock): boolean {
  return block.Kind === 'Video' && !isSavableVideoUrl(videoBlockUrl(block));
}

function kindLabel(t: ReturnType<typeof useT>, kind: EditableBlockKind): string {
  return t(`editor.document.kind.${kind}`);
}

/**
 * The video block's fields. The link field keeps what the editor typed or pasted; the block stores
 * its embed form (spec 3 §5), worked out again from the whole text on every change, so typing a
 * link key by key gives the same result as pasting it (decision 0051: rewriting the field under the
 * cursor lost characters). The link that will be saved is shown under the field. The field keeps
 * the editor's text when they leave it: rewriting it then removed that line, the Opslaan button
 * moved up under the pointer and the click that left the field was lost.
 */
function VideoFields({
  block,
  onChange,
  showErrors,
}: {
  readonly block: Extract<EditableBlock, { Kind: 'Video' }>;
  readonly onChange: (block: EditableBlock) => void;
  /** A save was tried: say when the link is not one the save call takes. */
  readonly showErrors: boolean;
}): ReactNode {
  const t = useT();
  const video = typeof block.Content === 'string' ? { url: block.Content, autoplay: false } : block.Content;
  const [typed, setTyped] = useState(video.url);
  const stored = videoLinkToEmbed(typed);
  return (
    <>
      <TextInput
        label={t('editor.document.videoUrl')}
        type="url"
        value={typed}
        hint={stored !== typed ? t('editor.document.videoSavedAs', { url: stored }) : undefined}
        error={showErrors && videoLinkRefused(block) ? t('editor.document.videoUrlNotAllowed') : undefined}
        onValueChange={(text) => {
          setTyped(text);
          onChange({ Kind: 'Video', Content: { ...video, url: videoLinkToEmbed(text) } });
        }}
      />
      <Checkbox
        label={t('editor.document.autoplay')}
        checked={video.autoplay}
        onCheckedChange={(autoplay) => onChange({ Kind: 'Video', Content: { ...video, autoplay } })}
      />
    </>
  );
}

function BlockFields({
  block,
  onChange,
  backend,
  showErrors,
}: {
  readonly block: EditableBlock;
  readonly onChange: (block: EditableBlock) => void;
  readonly backend: PlayerEditorBackend;
  /** A save was tried: show what is missing. */
  readonly showErrors: boolean;
}): ReactNode {
  const t = useT();
  const iconErrorId = useId();
  const [iconError, setIconError] = useState(false);
  switch (block.Kind) {
    case 'Video':
      return <VideoFields block={block} onChange={onChange} showErrors={showErrors} />;
    case 'Image': {
      const content = block.Content;
      const initial: PickerImage | null = content.url
        ? { alt: content.url.split('/').pop() ?? content.url, url: content.url, createdDate: '' }
        : null;
      return (
        <>
          <ImagePicker
            client={backend}
            initialValue={initial}
            onChange={(image) =>
              // The original's size comes with the variants (decision 0040).
              onChange({ Kind: 'Image', Content: placedImage(content, image?.url ?? '', image ?? undefined) })
            }
          />
          {/* Decision 0048: starts empty (never the file name); required, or decorative (alt ""). */}
          <ImageAltField
            value={{ alt: content.alt, decorative: content.decorative === true }}
            showError={showErrors}
            onChange={({ alt, decorative }) =>
              onChange({ Kind: 'Image', Content: { ...content, alt, decorative } })
            }
          />
        </>
      );
    }
    case 'Text':
      return (
        <>
          <Checkbox
            label={t('editor.document.highlighted')}
            checked={block.Content.highlighted}
            onCheckedChange={(highlighted) =>
              onChange({ Kind: 'Text', Content: { ...block.Content, highlighted } })
            }
          />
          <RichTextEditor
            value={block.Content.rteContent}
            imageClient={backend}
            onChange={(rteContent) => onChange({ Kind: 'Text', Content: { ...block.Content, rteContent } })}
          />
        </>
      );
    case 'Expandable': {
      const content = block.Content;
      return (
        <>
          <div className="ep-doc-editor__icon">
            {content.icon ? (
              <img
                className="ep-doc-editor__icon-preview"
                src={`data:image/svg+xml,${encodeURIComponent(content.icon)}`}
                alt=""
                width={56}
                height={56}
              />
            ) : null}
            <label className="ep-doc-editor__label" htmlFor={`${iconErrorId}-file`}>
              {t('editor.document.icon')}
            </label>
            <input
              id={`${iconErrorId}-file`}
              type="file"
              accept=".svg,image/svg+xml"
              aria-invalid={iconError || undefined}
              aria-describedby={iconError ? iconErrorId : undefined}
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                // Spec 3 §5: SVG files only, resized to 56x56.
                const isSvg = file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');
                const icon = isSvg ? svgIcon(await file.text()) : null;
                setIconError(icon === null);
                if (icon) onChange({ Kind: 'Expandable', Content: { ...content, icon } });
              }}
            />
            {iconError ? (
              <p id={iconErrorId} className="ep-doc-editor__error" role="alert">
                {t('editor.document.iconInvalid')}
              </p>
            ) : null}
          </div>
          <TextInput
            label={t('editor.document.expandableTitle')}
            value={content.title}
            onValueChange={(title) => onChange({ Kind: 'Expandable', Content: { ...content, title } })}
          />
          <RichTextEditor
            label={t('editor.document.expandableDescription')}
            value={content.description}
            onChange={(description) => onChange({ Kind: 'Expandable', Content: { ...content, description } })}
          />
        </>
      );
    }
    case 'PointsSummery':
      // Spec 3 §6: admins see an editing placeholder instead of the points summary.
      return <p className="ep-doc-editor__placeholder">{t('editor.document.pointsPlaceholder')}</p>;
    case 'Tip':
      return (
        <TextArea
          label={t('editor.document.tipText')}
          value={block.Content.description}
          onValueChange={(description) => onChange({ Kind: 'Tip', Content: { description } })}
        />
      );
  }
}

/**
 * Edit mode of an editable document (spec 3 §6): the blocks in order with their fields, add (only
 * the kinds allowed here), move up/down, delete after 'Weet je zeker dat je dit blok wilt
 * verwijderen?' (spec 3 §5 quotes it in English; decision 0087), and Opslaan through the save call (editors only; the server keeps every revision).
 */
export function EditableDocumentEditor({
  value,
  target,
  backend,
  heading,
}: EditableDocumentEditorProps): ReactNode {
  const t = useT();
  const headingId = useId();
  const kindId = useId();
  const [initial] = useState(() => documentForEditing(value));
  const [blocks, setBlocks] = useState<DraftBlock[]>(() => initial.blocks.map(draft));
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Decision 0050: what was last saved (or opened), to tell whether the draft has unsaved changes.
  const [savedText, setSavedText] = useState(() => serializeEditableDocument(initial.blocks));
  const draftText = serializeEditableDocument(blocks.map((item) => item.block));
  const unsaved = isUnsaved(savedText, draftText);
  useReportUnsaved(unsaved);
  const [triedSave, setTriedSave] = useState(false);
  const allowed = allowedBlockKinds(
    target.kind,
    blocks.map((item) => item.block),
  );
  const [chosenKind, setChosenKind] = useState<EditableBlockKind | ''>('');
  const kind = chosenKind && allowed.includes(chosenKind) ? chosenKind : (allowed[0] ?? '');
  const listRef = useRef<HTMLOListElement>(null);

  const change = (next: DraftBlock[]) => {
    setBlocks(next);
    // A change that leaves the document as it was (the picker telling the size the save already
    // stored) keeps 'Opgeslagen.'.
    const same = serializeEditableDocument(next.map((item) => item.block)) === draftText;
    if (!same) setSaveState('idle');
  };

  const focusBlock = (index: number) => {
    // After a move or delete, keep the keyboard user in place.
    requestAnimationFrame(() => {
      listRef.current?.querySelectorAll<HTMLElement>('.ep-doc-editor__block-title')[index]?.focus();
    });
  };

  async function save() {
    setTriedSave(true);
    if (blocks.some((item) => imageBlockAltMissing(item.block))) {
      setSaveState('invalid');
      return;
    }
    if (blocks.some((item) => videoLinkRefused(item.block))) {
      setSaveState('invalidVideo');
      return;
    }
    setSaveState('saving');
    const sized = await withImageSizes(blocks, backend);
    const ready = blocks.map((item) => {
      const image = sized.get(item.id);
      return image ? { ...item, block: { Kind: 'Image' as const, Content: image } } : item;
    });
    if (sized.size > 0) {
      // Edits made meanwhile stay: only the blocks that got their size change.
      setBlocks((current) =>
        current.map((item) => ready.find((other) => other.id === item.id && sized.has(item.id)) ?? item),
      );
    }
    const content = serializeEditableDocument(ready.map((item) => item.block));
    const result = await backend.saveEditableDocument({
      targetKind: target.kind,
      targetId: target.id,
      field: target.field,
      content,
    });
    // Edits made while saving stay unsaved: only what was sent counts as saved.
    if (result.kind === 'loaded') setSavedText(content);
    setSaveState(
      result.kind === 'loaded' ? 'saved' : result.kind === 'unauthorized' ? 'unauthorized' : 'failed',
    );
  }

  const saveMessage: Record<SaveState, string> = {
    idle: '',
    saving: t('editor.document.saving'),
    saved: t('editor.document.saved'),
    failed: t('editor.document.saveFailed'),
    unauthorized: t('editor.document.notAuthorized'),
    invalid: t('editor.imageAlt.required'),
    invalidVideo: t('editor.document.videoUrlNotAllowed'),
  };

  return (
    <section className="ep-doc-editor" aria-labelledby={headingId}>
      <h2 id={headingId} className="ep-doc-editor__title">
        {heading ?? t('editor.document.heading')}
      </h2>
      {initial.failed ? <p className="ep-doc-editor__error">{t('editor.document.invalid')}</p> : null}
      {blocks.length === 0 ? <p className="ep-doc-editor__empty">{t('editor.document.empty')}</p> : null}
      <ol className="ep-doc-editor__blocks" ref={listRef}>
        {blocks.map((item, index) => {
          const title = t('editor.document.block', { n: index + 1, kind: kindLabel(t, item.block.Kind) });
          const titleId = `${item.id}-title`;
          return (
            <li key={item.id} className={`ep-doc-editor__block ep-doc-editor__block--${item.block.Kind}`}>
              {/* A group, not a region: several editors on one page (answers) would repeat block names among the landmarks. */}
              <fieldset className="ep-doc-editor__block-group" aria-labelledby={titleId}>
                <h3 id={titleId} className="ep-doc-editor__block-title" tabIndex={-1}>
                  {title}
                </h3>
                <div className="ep-doc-editor__fields">
                  <BlockFields
                    block={item.block}
                    backend={backend}
                    showErrors={triedSave}
                    onChange={(block) =>
                      change(blocks.map((other) => (other.id === item.id ? { ...other, block } : other)))
                    }
                  />
                </div>
                <div className="ep-doc-editor__block-actions">
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    aria-describedby={titleId}
                    onClick={() => {
                      change(moveBlock(blocks, index, -1));
                      focusBlock(index - 1);
                    }}
                  >
                    {t('editor.document.moveUp')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === blocks.length - 1}
                    aria-describedby={titleId}
                    onClick={() => {
                      change(moveBlock(blocks, index, 1));
                      focusBlock(index + 1);
                    }}
                  >
                    {t('editor.document.moveDown')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-describedby={titleId}
                    onClick={() => setPendingDelete(index)}
                  >
                    {t('editor.document.delete')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {allowed.length > 0 ? (
        <div className="ep-doc-editor__add">
          <label htmlFor={kindId} className="ep-doc-editor__label">
            {t('editor.document.addKind')}
          </label>
          <select
            id={kindId}
            className="ep-doc-editor__select"
            value={kind}
            onChange={(event) => setChosenKind(event.currentTarget.value as EditableBlockKind)}
          >
            {allowed.map((option) => (
              <option key={option} value={option}>
                {kindLabel(t, option)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            onClick={() => {
              if (!kind) return;
              change([...blocks, draft(emptyBlock(kind))]);
              focusBlock(blocks.length);
            }}
          >
            {t('editor.document.add')}
          </Button>
        </div>
      ) : null}
      <div className="ep-doc-editor__save">
        <Button onClick={() => void save()} disabled={saveState === 'saving'}>
          {t('editor.document.save')}
        </Button>
        <p role="status" className={`ep-doc-editor__status ep-doc-editor__status--${saveState}`}>
          {saveState === 'idle' && unsaved ? t('editor.document.unsaved') : saveMessage[saveState]}
        </p>
      </div>
      <Modal
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={t('editor.document.deleteTitle')}
        primaryAction={{
          label: t('editor.document.delete'),
          onClick: () => {
            if (pendingDelete !== null) {
              change(removeBlock(blocks, pendingDelete));
              focusBlock(Math.max(0, pendingDelete - 1));
            }
            setPendingDelete(null);
          },
        }}
        secondaryAction={{ label: t('editor.picker.cancel'), onClick: () => setPendingDelete(null) }}
      >
        <p>{t('editor.document.confirmDeleteBlock')}</p>
      </Modal>
    </section>
  );
}
