import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { RichContent } from './rich-content';

function renderDocument(blocks: EditableBlock[]) {
  return render(
    <div lang="nl" data-brand="dementie" className="dm-root">
      <I18nProvider brand="dementie">
        <RichContent value={serializeEditableDocument(blocks)} />
      </I18nProvider>
    </div>,
  );
}

describe('RichContent: Image blocks', () => {
  it('gives visitors the variants as srcset, sizes, the stored size and the editor’s alt', async () => {
    const { container } = renderDocument([
      {
        Kind: 'Image',
        Content: {
          url: '/blobstorage/pictures/wandelen.jpg',
          alt: 'Twee mensen wandelen in het park',
          crops: [
            { url: '/blobstorage/pictures-300/wandelen_300.jpg', width: 300 },
            { url: '/blobstorage/pictures-800/wandelen_800.jpg', width: 800 },
            { url: '/blobstorage/pictures-1740/wandelen_1740.jpg', width: 1740 },
          ],
          width: 1200,
          height: 800,
        },
      },
    ]);
    const image = screen.getByRole('img', { name: 'Twee mensen wandelen in het park' });
    // Never a candidate wider than the original: the server does not enlarge.
    expect(image.getAttribute('srcset')).toBe(
      '/blobstorage/pictures-300/wandelen_300.jpg 300w, /blobstorage/pictures-800/wandelen_800.jpg 800w, /blobstorage/pictures/wandelen.jpg 1200w',
    );
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    await expectNoAxeViolations(container);
  });

  it('keeps an image smaller than every variant a plain image with its size', () => {
    const { container } = renderDocument([
      {
        Kind: 'Image',
        Content: {
          url: '/blobstorage/pictures/klein.png',
          alt: 'Een oranje vierkant',
          crops: [],
          width: 20,
          height: 20,
        },
      },
    ]);
    const image = container.querySelector('img');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('src', '/blobstorage/pictures/klein.png');
    expect(image).toHaveAttribute('width', '20');
  });

  it('still offers the variants of an older picture without stored crops or size', () => {
    const { container } = renderDocument([
      { Kind: 'Image', Content: { url: '/blobstorage/pictures/oud.jpg', alt: '', crops: [] } },
    ]);
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')?.split(', ')).toHaveLength(7);
    expect(image?.getAttribute('srcset')).toContain('/blobstorage/pictures-300/oud_300.jpg 300w');
    expect(image).toHaveAttribute('alt', '');
  });
});
