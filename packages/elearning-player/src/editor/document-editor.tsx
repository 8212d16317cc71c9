import { type EditableBlock, type EditableBlockKind, serializeEditableDocument } from '@dementie/api-client';
import { Button, Modal } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type EditableDocumentEditorProps, useReportUnsaved } from './admin-mode';
import { imageBlockAltMissing, videoLinkRefused, withImageSizes } from './block-content';
import { BlockFields, kindLabel } from './block-fields';
import {
  allowedBlockKinds,
  type DraftBlock,
  documentForEditing,
  emptyBlock,
  moveBlock,
  removeBlock,
} from './document-model';
import { isUnsaved } from './unsaved-changes';

export { cropsOf } from './block-content';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'unauthorized' | 'invalid' | 'invalidVideo';

let nextDraftId = 0;
function draft(block: EditableBlock): DraftBlock {
  nextDraftId += 1;
  return { id: `block-${nextDraftId}`, block };
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
