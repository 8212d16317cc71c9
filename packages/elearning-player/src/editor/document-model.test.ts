import type { EditableBlock } from '@dementie/api-client';
import { describe, expect, it } from 'vitest';
import {
  allowedBlockKinds,
  documentForEditing,
  emptyBlock,
  moveBlock,
  removeBlock,
  svgIcon,
  videoLinkToEmbed,
} from './document-model';
import { activityDocumentField } from './document-target';

const video: EditableBlock = { Kind: 'Video', Content: 'https://www.youtube.com/embed/abcdefghijk' };
const image: EditableBlock = { Kind: 'Image', Content: { url: '/a.jpg', alt: '', crops: [] } };

describe('allowed block kinds (spec 3 §6)', () => {
  // Teaching activities allow PointsSummery, Tip and Expandable besides text and media; InfoSlide and
  // Statement answers allow Video or Image; FlipCard answers Video only.
  it.each([
    ['TeachingActivity', ['Video', 'Image', 'Text', 'Expandable', 'PointsSummery', 'Tip']],
    ['InfoSlideAnswer', ['Video', 'Image', 'Text']],
    ['StatementAnswer', ['Video', 'Image', 'Text']],
    ['FlipCardAnswer', ['Video', 'Text']],
  ] as const)('an empty document of a %s allows %j', (target, kinds) => {
    expect(allowedBlockKinds(target, [])).toEqual(kinds);
  });

  it('a video or image present excludes the other media', () => {
    expect(allowedBlockKinds('InfoSlideAnswer', [video])).toEqual(['Video', 'Text']);
    expect(allowedBlockKinds('StatementAnswer', [image])).toEqual(['Image', 'Text']);
    expect(allowedBlockKinds('TeachingActivity', [image])).not.toContain('Video');
  });
});

describe('editing blocks', () => {
  it('moves up and down within bounds, and deletes', () => {
    expect(moveBlock(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeBlock(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('makes empty blocks of every kind', () => {
    expect(emptyBlock('Text')).toEqual({ Kind: 'Text', Content: { highlighted: false, rteContent: '' } });
    expect(emptyBlock('PointsSummery')).toEqual({ Kind: 'PointsSummery' });
    expect(emptyBlock('Expandable')).toEqual({
      Kind: 'Expandable',
      Content: { icon: '', title: '', description: '' },
    });
  });

  it('invalid JSON gives the empty, failed document (spec 3 §5)', () => {
    expect(documentForEditing('{kapot')).toEqual({ blocks: [], failed: true });
    expect(documentForEditing('[{"Kind":"Poll"}]')).toEqual({ blocks: [], failed: true });
    expect(documentForEditing(undefined)).toEqual({ blocks: [], failed: false });
    expect(documentForEditing(JSON.stringify([video])).blocks).toHaveLength(1);
    // A plain answer label (not JSON) is kept as one Text block.
    expect(documentForEditing('Een collega roepen')).toEqual({
      blocks: [
        {
          Kind: 'Text',
          Content: {
            highlighted: false,
            rteContent: expect.stringContaining('"text":"Een collega roepen"'),
          },
        },
      ],
      failed: false,
    });
  });

  it('knows the field of each activity kind', () => {
    expect(activityDocumentField('InfoSlide')).toBe('SlideContent');
    expect(activityDocumentField('MultipleChoiceStatement')).toBe('MCQQuestionContent');
    expect(activityDocumentField('FlipCardMultipleChoiceQuestion')).toBe('FMCQuestionContent');
    expect(activityDocumentField('SummaryPage')).toBeUndefined();
  });
});

describe('video link editor (spec 3 §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ])('rewrites %s to the embed form', (link, embed) => {
    expect(videoLinkToEmbed(link)).toBe(embed);
  });

  it('keeps anything else as typed', () => {
    expect(videoLinkToEmbed('https://vimeo.com/123456')).toBe('https://vimeo.com/123456');
    expect(videoLinkToEmbed('https://www.youtube.com/watch?v=kort')).toBe(
      'https://www.youtube.com/watch?v=kort',
    );
    expect(videoLinkToEmbed('https://youtu.be/')).toBe('https://youtu.be/');
  });
});

describe('SVG icon (spec 3 §5)', () => {
  it('sizes an SVG to 56x56, keeping its drawing and removing scripts and handlers', () => {
    const icon = svgIcon(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(1)"><script>alert(2)</script><a href="https://evil.example"><circle r="5"/></a></svg>',
    );
    expect(icon).toContain('width="56"');
    expect(icon).toContain('height="56"');
    expect(icon).toContain('viewBox="0 0 200 100"');
    expect(icon).not.toMatch(/script|onload|evil/);
  });

  it('refuses what is not an SVG', () => {
    expect(svgIcon('<html><body>hoi</body></html>')).toBeNull();
    expect(svgIcon('not xml at all')).toBeNull();
  });
});
