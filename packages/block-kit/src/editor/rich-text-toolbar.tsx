import type { PickerImage } from '@dementie/api-client';
import { useT } from '@dementie/i18n-catalogues/react';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
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
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '../primitives/checkbox';
import { TextInput } from '../primitives/input';
import { Modal } from '../widgets/modal';
import { ImageAltField, type ImageAltValue, imageAltMissing } from './image-alt-field';
import { $createImageNode } from './image-node';
import { ImagePicker } from './image-picker';
import type { ImagePickerClient } from './picker-state';
import { isSafeUrl } from './raw-content';

/*
 * The rich-text editor's toolbar (spec 2 §2.8): its buttons follow the selection, and its link and
 * image dialogs edit the text through Lexical's commands. `./rich-text-editor.tsx` mounts it.
 */

/** Which toolbar: `full`, or `blog` without italic, underline, headings, quote, colour and image (spec 2 §2.8). */
export type RichTextToolbarVariant = 'full' | 'blog';

/** Text colours of the toolbar: dark enough for AA contrast on white. */
export const RICH_TEXT_COLOURS = {
  red: '#b00020',
  blue: '#005a9c',
  green: '#1e6b34',
} as const;

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

/** The toolbar above the text: formats, headings, lists, colour, link and image. */
export function Toolbar({
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
