import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { createEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { ImageNode } from './image-node';
import {
  parseRawContent,
  type RawContent,
  rawContentFromPlainText,
  rawContentPlainText,
  serializeRawContent,
} from './raw-content';
import { rawBlock } from './raw-content.fixtures';
import { type LexicalJsonState, lexicalToRawContent, rawContentToLexical } from './raw-content-lexical';

/** Every node type of spec 2 §3.7: heading, list, quote, link (url, title, targetOption), image (src). */
const rich: RawContent = {
  blocks: [
    rawBlock('a', 'header-two', 'Wat is dementie?'),
    rawBlock('b', 'unstyled', 'Lees meer bij Alzheimer Nederland of bel ons.\nWe helpen je graag.', {
      inlineStyleRanges: [
        { offset: 0, length: 4, style: 'BOLD' },
        { offset: 2, length: 6, style: 'ITALIC' },
        { offset: 14, length: 9, style: 'UNDERLINE' },
        { offset: 36, length: 8, style: 'color-#b00020' },
      ],
      entityRanges: [
        { offset: 14, length: 18, key: 0 },
        { offset: 36, length: 3, key: 1 },
      ],
    }),
    rawBlock('c', 'unordered-list-item', 'Eerste punt'),
    rawBlock('d', 'unordered-list-item', 'Tweede punt'),
    rawBlock('e', 'ordered-list-item', 'Stap een'),
    rawBlock('f', 'blockquote', 'Iedereen kan helpen.'),
    rawBlock('g', 'atomic', ' ', { entityRanges: [{ offset: 0, length: 1, key: 2 }] }),
    rawBlock('h', 'header-three', 'Kleine kop'),
  ],
  entityMap: {
    '0': {
      type: 'LINK',
      mutability: 'MUTABLE',
      data: {
        url: 'https://www.alzheimer-nederland.nl',
        title: 'Alzheimer Nederland',
        targetOption: '_blank',
      },
    },
    '1': {
      type: 'LINK',
      mutability: 'MUTABLE',
      data: { url: 'tel:0800-5088', title: '', targetOption: '_self' },
    },
    '2': {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: '/blobstorage/pictures/wandelen.jpg', alt: 'wandelen.jpg' },
    },
  },
};

/** Raw content without block keys (keys are renumbered on the way back). */
function withoutKeys(content: RawContent) {
  return { ...content, blocks: content.blocks.map(({ key: _key, ...block }) => block) };
}

/** Through a real Lexical editor: load the converted state, export it again. */
function throughLexical(content: RawContent): RawContent {
  const editor = createEditor({
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (error) => {
      throw error;
    },
  });
  const state = editor.parseEditorState(JSON.stringify(rawContentToLexical(content)));
  return lexicalToRawContent(state.toJSON() as unknown as LexicalJsonState);
}

describe('raw content converter', () => {
  it('round-trips every node type: raw -> editor -> raw', () => {
    expect(withoutKeys(lexicalToRawContent(rawContentToLexical(rich)))).toEqual(withoutKeys(rich));
  });

  it('round-trips through a real Lexical editor state', () => {
    expect(withoutKeys(throughLexical(rich))).toEqual(withoutKeys(rich));
  });

  it('round-trips the serialized string', () => {
    const stored = serializeRawContent(rich);
    const parsed = parseRawContent(stored);
    expect(parsed).toEqual(rich);
    expect(serializeRawContent(throughLexical(parsed as RawContent))).toBe(
      serializeRawContent({
        ...rich,
        blocks: rich.blocks.map((block, index) => ({ ...block, key: `b${index}` })),
      }),
    );
  });

  it('maps blocks to the editor nodes of spec 2 §3.7', () => {
    const state = rawContentToLexical(rich);
    const types = (state.root.children ?? []).map((node) =>
      node.type === 'heading' ? `heading:${node.tag}` : node.type,
    );
    expect(types).toEqual(['heading:h2', 'paragraph', 'list', 'list', 'quote', 'image', 'heading:h3']);
    const paragraph = state.root.children?.[1];
    const link = paragraph?.children?.find((node) => node.type === 'link');
    expect(link).toMatchObject({
      url: 'https://www.alzheimer-nederland.nl',
      title: 'Alzheimer Nederland',
      target: '_blank',
    });
    expect(paragraph?.children?.some((node) => node.type === 'linebreak')).toBe(true);
    expect(state.root.children?.[5]).toMatchObject({
      type: 'image',
      src: '/blobstorage/pictures/wandelen.jpg',
    });
  });

  it('imports only image and link custom types (spec 2 §5)', () => {
    const parsed = parseRawContent(
      JSON.stringify({
        blocks: [
          {
            key: 'x',
            text: 'Kijk @Jan en de video',
            type: 'unstyled',
            entityRanges: [
              { offset: 5, length: 4, key: 0 },
              { offset: 17, length: 5, key: 1 },
            ],
          },
        ],
        entityMap: {
          '0': { type: 'MENTION', mutability: 'SEGMENTED', data: { name: 'Jan' } },
          '1': { type: 'EMBEDDED_LINK', mutability: 'MUTABLE', data: { src: 'https://evil.example' } },
        },
      }),
    );
    expect(parsed?.entityMap).toEqual({});
    expect(parsed?.blocks[0]?.entityRanges).toEqual([]);
    expect(parsed?.blocks[0]?.text).toBe('Kijk @Jan en de video');
  });

  it('drops links and images with unsafe addresses', () => {
    const parsed = parseRawContent(
      JSON.stringify({
        blocks: [
          { key: 'x', text: 'klik', type: 'unstyled', entityRanges: [{ offset: 0, length: 4, key: 0 }] },
        ],
        entityMap: { '0': { type: 'LINK', data: { url: 'javascript:alert(1)' } } },
      }),
    );
    expect(parsed?.entityMap).toEqual({});
    expect(
      lexicalToRawContent({
        root: {
          type: 'root',
          version: 1,
          children: [{ type: 'image', version: 1, src: 'javascript:x', alt: '' }],
        },
      }).blocks,
    ).toEqual([]);
  });

  it('reads unknown block types as paragraphs and skips broken ranges', () => {
    const parsed = parseRawContent(
      JSON.stringify({
        blocks: [
          {
            text: 'Hallo',
            type: 'code-block',
            inlineStyleRanges: [{ offset: 3, length: 10, style: 'BOLD' }],
          },
        ],
      }),
    );
    expect(parsed?.blocks[0]).toMatchObject({ type: 'unstyled', inlineStyleRanges: [], key: 'b0' });
  });

  it('answers null for text that is not raw content', () => {
    expect(parseRawContent('Gewoon tekst')).toBeNull();
    expect(parseRawContent('{"foo":1}')).toBeNull();
  });

  it('converts plain text both ways', () => {
    const content = rawContentFromPlainText('Eerste alinea.\n\nTweede alinea.');
    expect(content.blocks.map((block) => block.text)).toEqual(['Eerste alinea.', 'Tweede alinea.']);
    expect(rawContentPlainText(content)).toBe('Eerste alinea.\n\nTweede alinea.');
  });

  it('flattens nested lists and merges split style ranges', () => {
    const raw = lexicalToRawContent({
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'list',
            version: 1,
            listType: 'bullet',
            children: [
              {
                type: 'listitem',
                version: 1,
                children: [{ type: 'text', version: 1, text: 'een', format: 1 }],
              },
              {
                type: 'listitem',
                version: 1,
                children: [
                  {
                    type: 'list',
                    version: 1,
                    listType: 'number',
                    children: [
                      {
                        type: 'listitem',
                        version: 1,
                        children: [{ type: 'text', version: 1, text: 'twee' }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            type: 'paragraph',
            version: 1,
            children: [
              { type: 'text', version: 1, text: 'vet ', format: 1 },
              { type: 'text', version: 1, text: 'en schuin', format: 3 },
            ],
          },
        ],
      },
    });
    expect(raw.blocks.map((block) => block.type)).toEqual([
      'unordered-list-item',
      'ordered-list-item',
      'unstyled',
    ]);
    expect(raw.blocks[2]?.inlineStyleRanges).toEqual([
      { offset: 0, length: 13, style: 'BOLD' },
      { offset: 4, length: 9, style: 'ITALIC' },
    ]);
  });
});
