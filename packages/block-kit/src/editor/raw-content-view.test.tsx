import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderWithI18n } from '../primitives/test-support/render';
import { parseRawContent } from './raw-content';
import { RawContentView } from './raw-content-view';

const content = parseRawContent(
  JSON.stringify({
    blocks: [
      { key: 'a', text: 'Kop', type: 'header-one' },
      {
        key: 'b',
        text: 'Lees verder op de site',
        type: 'unstyled',
        inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }],
        entityRanges: [{ offset: 12, length: 10, key: 0 }],
      },
      { key: 'c', text: 'een', type: 'ordered-list-item' },
      { key: 'd', text: 'twee', type: 'ordered-list-item' },
      { key: 'e', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 1 }] },
      { key: 'f', text: 'Mooi gezegd', type: 'blockquote' },
    ],
    entityMap: {
      '0': {
        type: 'LINK',
        data: { url: 'https://www.dementie.nl', title: 'Dementie', targetOption: '_blank' },
      },
      '1': { type: 'IMAGE', data: { src: '/blobstorage/pictures/wandelen.jpg', alt: 'wandelen.jpg' } },
    },
  }),
);

describe('RawContentView', () => {
  it('shows headings from h2, lists, quotes, links in a new window and images', async () => {
    if (!content) throw new Error('fixture');
    const { container } = renderWithI18n(<RawContentView content={content} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kop' })).toBeInTheDocument();
    expect(screen.getByText('Lees').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'op de site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'wandelen.jpg' })).toHaveAttribute(
      'src',
      '/blobstorage/pictures/wandelen.jpg',
    );
    expect(screen.getByText('Mooi gezegd').closest('blockquote')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
