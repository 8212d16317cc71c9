import type { PickerImage } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  HeadingNode,
  QuoteNode,
} from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  type BaseSelection,
  type EditorState,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '../primitives/checkbox';
import { classNames } from '../primitives/class-names';
import { TextInput } from '../primitives/input';
import { Modal } from '../widgets/modal';
import { ImageAltField, type ImageAltValue, imageAltMissing } from './image-alt-field';
import { $createImageNode, ImageNode } from './image-node';
import { ImagePicker } from './image-picker';
import type { ImagePickerClient } from './picker-state';
import {
  isSafeUrl,
  parseRawContent,
  type RawContent,
  rawContentFromPlainText,
  serializeRawContent,
} from './raw-content';
import { type LexicalJsonState, lexicalToRawContent, rawContentToLexical } from './raw-content-lexical';

/** Which toolbar: `full`, or `blog` without italic, underline, headings, quote, colour and image (spec 2 §2.8). */
export type RichTextToolbarVariant = 'full' | 'blog';

/** Text colours of the toolbar: dark enough for AA contrast on white. */
export const RICH_TEXT_COLOURS = {
  red: '#b00020',
  blue: '#005a9c',
  green: '#1e6b34',
} as const;

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

type BlockKind = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number' | 'other';

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  block: BlockKind;
  colour: string;
}

const EMPTY_TOOLBAR: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  block: 'paragraph',
  colour: '',
};

function readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_TOOLBAR;
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let block: BlockKind = 'paragraph';
  if ($isHeadingNode(top)) block = top.getTag() === 'h2' ? 'h2' : top.getTag() === 'h3' ? 'h3' : 'other';
  else if ($isQuoteNode(top)) block = 'quote';
  else if ($isListNode(top)) block = top.getListType() === 'number' ? 'number' : 'bullet';
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    block,
    colour: $getSelectionStyleValueForProperty(selection, 'color', ''),
  };
}

function ToolbarButton({
  label,
  pressed,
  onPress,
  icon,
}: {
  label: string;
  pressed?: boolean;
  onPress: () => void;
  icon: ReactNode;
}) {
  return (
    <button
      type="button"
      className="bk-rte__button"
      aria-pressed={pressed}
      // Keep the caret (and selection) in the text while pressing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <span aria-hidden="true" className="bk-rte__icon">
        {icon}
      </span>
      <span className="bk-rte__button-label">{label}</span>
    </button>
  );
}

function Toolbar({
  variant,
  imageClient,
}: {
  variant: RichTextToolbarVariant;
  imageClient: ImagePickerClient | undefined;
}) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(EMPTY_TOOLBAR);
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkNewWindow, setLinkNewWindow] = useState(false);
  const [chosenImage, setChosenImage] = useState<PickerImage | null>(null);
  const [imageAlt, setImageAlt] = useState<ImageAltValue>({ alt: '', decorative: false });
  const [imageAltTried, setImageAltTried] = useState(false);
  const savedSelection = useRef<BaseSelection | null>(null);
  const colourId = useId();
  const full = variant === 'full';

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => setState(readToolbarState()));
      }),
    [editor],
  );

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);

  const setBlock = (kind: 'h2' | 'h3' | 'quote') => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const current = readToolbarState().block;
      if (current === kind) $setBlocksType(selection, () => $createParagraphNode());
      else if (kind === 'quote') $setBlocksType(selection, () => $createQuoteNode());
      else $setBlocksType(selection, () => $createHeadingNode(kind));
    });
  };

  const toggleList = (kind: 'bullet' | 'number') => {
    if (state.block === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  /** A toolbar button that toggles an inline format on the selection. */
  const formatButton = (style: 'bold' | 'italic' | 'underline', label: string, icon: ReactNode) => (
    <ToolbarButton label={label} icon={icon} pressed={state[style]} onPress={() => format(style)} />
  );

  /** A toolbar button that turns the selected blocks into `kind`, or back into paragraphs. */
  const blockButton = (kind: 'h2' | 'h3' | 'quote' | 'bullet' | 'number', label: string, icon: ReactNode) => (
    <ToolbarButton
      label={label}
      icon={icon}
      pressed={state.block === kind}
      onPress={() => (kind === 'bullet' || kind === 'number' ? toggleList(kind) : setBlock(kind))}
    />
  );

  const keepSelection = () => {
    editor.getEditorState().read(() => {
      savedSelection.current = $getSelection()?.clone() ?? null;
    });
  };

  const restoreSelection = (editorToUse: LexicalEditor) => {
    const saved = savedSelection.current;
    if (saved) $setSelection(saved.clone());
    else $getRoot().selectEnd();
    void editorToUse;
  };

  const openLink = () => {
    keepSelection();
    setLinkUrl('');
    setLinkNewWindow(false);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    setLinkOpen(false);
    // Spec 2 §5: the link prompt ignores an empty answer. Unsafe schemes are ignored too.
    if (url === '' || !isSafeUrl(url)) return;
    editor.update(() => {
      restoreSelection(editor);
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const target = linkNewWindow ? '_blank' : null;
      const rel = linkNewWindow ? 'noopener noreferrer' : null;
      if (selection.isCollapsed()) {
        // No text chosen: the address itself becomes the link text.
        selection.insertText(url);
        const focus = selection.focus;
        selection.anchor.set(focus.key, focus.offset - url.length, 'text');
      }
      const title = selection.getTextContent();
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, target, rel, title });
    });
  };

  const openImage = () => {
    keepSelection();
    setChosenImage(null);
    // The alt text starts empty, never the file name: the editor says what the image shows.
    setImageAlt({ alt: '', decorative: false });
    setImageAltTried(false);
    setImageOpen(true);
  };

  const insertImage = () => {
    const image = chosenImage;
    if (!image) return;
    if (imageAltMissing(imageAlt)) {
      setImageAltTried(true);
      return;
    }
    setImageOpen(false);
    editor.update(() => {
      restoreSelection(editor);
      $insertNodes([
        $createImageNode(image.url, imageAlt.decorative ? '' : imageAlt.alt.trim(), {
          decorative: imageAlt.decorative,
          ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
        }),
      ]);
    });
  };

  const setColour = (colour: string) => {
    editor.update(() => {
      restoreSelection(editor);
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, { color: colour === '' ? null : colour });
    });
  };

  const isLinked = useCallback(() => {
    let linked = false;
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) {
        linked = selection.getNodes().some((node) => $isLinkNode(node) || $isLinkNode(node.getParent()));
      }
    });
    return linked;
  }, [editor]);

  return (
    <div className="bk-rte__toolbar" role="toolbar" aria-label={t('editor.rte.toolbar')}>
      {formatButton('bold', t('editor.rte.bold'), <b>B</b>)}
      {full ? (
        <>
          {formatButton('italic', t('editor.rte.italic'), <i>I</i>)}
          {formatButton('underline', t('editor.rte.underline'), <u>U</u>)}
          {blockButton('h2', t('editor.rte.heading2'), 'H2')}
          {blockButton('h3', t('editor.rte.heading3'), 'H3')}
        </>
      ) : null}
      {blockButton('bullet', t('editor.rte.bulletList'), '•')}
      {blockButton('number', t('editor.rte.numberedList'), '1.')}
      {full ? (
        <>
          {blockButton('quote', t('editor.rte.quote'), '“')}
          <span className="bk-rte__colour">
            <label htmlFor={colourId} className="bk-rte__colour-label">
              {t('editor.rte.colour')}
            </label>
            <select
              id={colourId}
              className="bk-rte__select"
              value={state.colour}
              onFocus={keepSelection}
              onChange={(event) => setColour(event.currentTarget.value)}
            >
              <option value="">{t('editor.rte.colour.default')}</option>
              <option value={RICH_TEXT_COLOURS.red}>{t('editor.rte.colour.red')}</option>
              <option value={RICH_TEXT_COLOURS.blue}>{t('editor.rte.colour.blue')}</option>
              <option value={RICH_TEXT_COLOURS.green}>{t('editor.rte.colour.green')}</option>
            </select>
          </span>
        </>
      ) : null}
      <ToolbarButton label={t('editor.rte.link')} icon="🔗" pressed={isLinked()} onPress={openLink} />
      {full && imageClient ? (
        <ToolbarButton label={t('editor.rte.image')} icon="▣" onPress={openImage} />
      ) : null}
      <Modal
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        title={t('editor.rte.link')}
        primaryAction={{ label: t('editor.rte.linkAdd'), onClick: applyLink }}
        secondaryAction={{ label: t('editor.picker.cancel'), onClick: () => setLinkOpen(false) }}
      >
        <TextInput
          label={t('editor.linkPrompt')}
          type="url"
          value={linkUrl}
          data-autofocus=""
          onValueChange={setLinkUrl}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyLink();
            }
          }}
        />
        <Checkbox
          label={t('editor.rte.linkNewWindow')}
          checked={linkNewWindow}
          onCheckedChange={setLinkNewWindow}
        />
      </Modal>
      {imageClient ? (
        <Modal
          open={imageOpen}
          onClose={() => setImageOpen(false)}
          title={t('editor.rte.imageInsert')}
          size="large"
          primaryAction={{ label: t('editor.rte.imageInsert'), onClick: insertImage, disabled: !chosenImage }}
          secondaryAction={{ label: t('editor.picker.cancel'), onClick: () => setImageOpen(false) }}
        >
          {imageOpen ? (
            <>
              <ImagePicker client={imageClient} onChange={setChosenImage} defaultPanelOpen />
              <ImageAltField value={imageAlt} onChange={setImageAlt} showError={imageAltTried} />
            </>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
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
