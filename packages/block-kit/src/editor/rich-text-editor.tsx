import { useT } from '@dementie/i18n-catalogues/react';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { EditorState } from 'lexical';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { classNames } from '../primitives/class-names';
import { ImageNode } from './image-node';
import type { ImagePickerClient } from './picker-state';
import {
  isSafeUrl,
  parseRawContent,
  type RawContent,
  rawContentFromPlainText,
  serializeRawContent,
} from './raw-content';
import { type LexicalJsonState, lexicalToRawContent, rawContentToLexical } from './raw-content-lexical';
import { type RichTextToolbarVariant, Toolbar } from './rich-text-toolbar';

export { RICH_TEXT_COLOURS, type RichTextToolbarVariant } from './rich-text-toolbar';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The stored value: serialized raw content (spec 2 §3.7), or plain text. Read when mounted. */
  value: string;
  /** Called with the new serialized raw content after every change. */
  onChange?: (serialized: string) => void;
  /** Accessible name of the text area (and its visible label). Default 'Tekst'. */
  label?: ReactNode;
  /** Readonly hides the toolbar and makes the text uneditable (spec 2 §2.8). Default false. */
  readOnly?: boolean;
  /** `blog` hides italic, underline, headings, quote, colour and image (spec 2 §2.8). Default `full`. */
  variant?: RichTextToolbarVariant;
  /** The image picker's calls; without it the image button is not shown. */
  imageClient?: ImagePickerClient;
  className?: string;
}

/** The raw content a stored value holds: raw content, or paragraphs of plain text. */
export function rawContentOfValue(value: string): RawContent {
  if (value.trim() === '') return { blocks: [], entityMap: {} };
  return parseRawContent(value) ?? rawContentFromPlainText(value);
}

function initialEditorState(value: string): string {
  const state = rawContentToLexical(rawContentOfValue(value));
  const children = state.root.children ?? [];
  // The editor needs one block to put the caret in.
  const root =
    children.length > 0
      ? state.root
      : { ...state.root, children: [{ type: 'paragraph', version: 1, children: [] }] };
  return JSON.stringify({ root });
}

/** The serialized raw content of an editor state. */
export function serializeEditorState(editorState: EditorState): string {
  return serializeRawContent(lexicalToRawContent(editorState.toJSON() as unknown as LexicalJsonState));
}

/** Keeps Lexical's editable flag in line with the prop after mounting. */
function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}

/**
 * The rich-text editor (spec 2 §2.8, §3.7) on Lexical: a labelled text area with the toolbar
 * (bold, italic, underline, headings, lists, quote, colour, link, image). It reads and writes the
 * serialized raw content, so stored texts keep their format.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  readOnly = false,
  variant = 'full',
  imageClient,
  className,
}: RichTextEditorProps) {
  const t = useT();
  const labelId = useId();
  const lastValue = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [initialConfig] = useState(() => ({
    namespace: 'dementie-rich-text',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    editable: !readOnly,
    editorState: initialEditorState(value),
    theme: {
      paragraph: 'bk-rte__paragraph',
      quote: 'bk-rte__quote',
      heading: { h2: 'bk-rte__h2', h3: 'bk-rte__h3' },
      list: { ul: 'bk-rte__ul', ol: 'bk-rte__ol' },
      link: 'bk-rte__link',
      text: { bold: 'bk-rte__bold', italic: 'bk-rte__italic', underline: 'bk-rte__underline' },
    },
    onError: (error: Error) => {
      console.error('Rich-text editor error', error);
    },
  }));

  return (
    <div className={classNames('bk-rte', readOnly ? 'bk-rte--readonly' : undefined, className)}>
      <p id={labelId} className="bk-rte__label">
        {label ?? t('editor.rte.label')}
      </p>
      <LexicalComposer initialConfig={initialConfig}>
        {readOnly ? null : <Toolbar variant={variant} imageClient={imageClient} />}
        <div className="bk-rte__surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable className="bk-rte__content" aria-labelledby={labelId} aria-multiline={true} />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeUrl} />
        <EditablePlugin editable={!readOnly} />
        <OnChangePlugin
          onChange={(editorState) => {
            const next = serializeEditorState(editorState);
            if (next === lastValue.current) return;
            lastValue.current = next;
            onChangeRef.current?.(next);
          }}
        />
      </LexicalComposer>
    </div>
  );
}
