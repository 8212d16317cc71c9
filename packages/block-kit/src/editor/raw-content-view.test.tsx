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
      { key: 'g', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 2 }] },
    ],
    entityMap: {
      '0': {
        type: 'LINK',
        data: { url: 'https://www.dementie.nl', title: 'Dementie', targetOption: '_blank' },
      },
      '1': {
        type: 'IMAGE',
        data: {
          src: '/blobstorage/pictures/wandelen.jpg',
          alt: 'Twee mensen wandelen',
          width: 1200,
          height: 800,
        },
      },
      // Older content: the picker gave the file name as alt.
      '2': { type: 'IMAGE', data: { src: '/blobstorage/pictures/oud.jpg', alt: 'oud.jpg' } },
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
    // Decision 0040: the editor's alt, the variants as srcset (none wider than the original), its size.
    const image = screen.getByRole('img', { name: 'Twee mensen wandelen' });
    expect(image).toHaveAttribute('src', '/blobstorage/pictures/wandelen.jpg');
    expect(image.getAttribute('srcset')).toBe(
      [
        '/blobstorage/pictures-300/wandelen_300.jpg 300w',
        '/blobstorage/pictures-400/wandelen_400.jpg 400w',
        '/blobstorage/pictures-580/wandelen_580.jpg 580w',
        '/blobstorage/pictures-600/wandelen_600.jpg 600w',
        '/blobstorage/pictures-800/wandelen_800.jpg 800w',
        '/blobstorage/pictures-1160/wandelen_1160.jpg 1160w',
        '/blobstorage/pictures/wandelen.jpg 1200w',
      ].join(', '),
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    // A file name is never read out: the old image is shown without alt text.
    const old = container.querySelector('img[src*="oud"]');
    expect(old).toHaveAttribute('alt', '');
    expect(old?.getAttribute('srcset')).toContain('/blobstorage/pictures-1740/oud_1740.jpg 1740w');
    expect(screen.getByText('Mooi gezegd').closest('blockquote')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('maps every link and image address through resolveUrl, the variants too', () => {
    const withSiteLink = parseRawContent(
      JSON.stringify({
        blocks: [
          { key: 'a', text: 'Lees meer', type: 'unstyled', entityRanges: [{ offset: 0, length: 9, key: 0 }] },
          { key: 'b', text: ' ', type: 'atomic', entityRanges: [{ offset: 0, length: 1, key: 1 }] },
        ],
        entityMap: {
          '0': { type: 'LINK', data: { url: '/wat-is-dementie', title: '', targetOption: '_self' } },
          '1': { type: 'IMAGE', data: { src: '/blobstorage/pictures/oud.jpg', alt: 'Een bankje' } },
        },
      }),
    );
    if (!withSiteLink) throw new Error('fixture');
    const { container } = renderWithI18n(
      <RawContentView content={withSiteLink} resolveUrl={(url) => `https://api.example.nl${url}`} />,
    );
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute(
      'href',
      'https://api.example.nl/wat-is-dementie',
    );
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(
      /^https:\/\/api\.example\.nl\/blobstorage\/pictures-\d+\/oud_\d+\.jpg$/,
    );
    const candidates = (image.getAttribute('srcset') ?? '').split(', ');
    expect(candidates).toHaveLength(7);
    for (const candidate of candidates)
      expect(candidate).toMatch(/^https:\/\/api\.example\.nl\/blobstorage\//);
  });
});

describe('RawContentView: links that only look like ours', () => {
  const withLink = (url: string) =>
    parseRawContent(
      JSON.stringify({
        blocks: [
          { key: 'a', text: 'Lees meer', type: 'unstyled', entityRanges: [{ offset: 0, length: 9, key: 0 }] },
        ],
        entityMap: { '0': { type: 'LINK', data: { url, title: '', targetOption: '_self' } } },
      }),
    );

  it.each([
    '/\\evil.test',
    '\\\\evil.test',
    '//evil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/%5Cevil.test',
  ])('shows the text of a link to %j without the link', (url) => {
    const content = withLink(url);
    if (!content) throw new Error('fixture');
    renderWithI18n(<RawContentView content={content} />);
    expect(screen.getByText('Lees meer')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps a link to a page of this site', () => {
    const content = withLink('/wat-is-dementie');
    if (!content) throw new Error('fixture');
    renderWithI18n(<RawContentView content={content} />);
    expect(screen.getByRole('link', { name: 'Lees meer' })).toHaveAttribute('href', '/wat-is-dementie');
  });
});
