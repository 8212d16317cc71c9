import { type Block, paragraphFixtures } from '@dementie/cms-model';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHATBOT_CONTAINER_ID, isChatbotPath } from './chatbot/chatbot-container';
import { formatFileSize } from './file';
import { PageBlocks } from './page-blocks';
import { BlockShell, blockFrom, renderBlocks } from './test-support/render-blocks';

describe('links, files and media', () => {
  it('marks external links and keeps internal ones in the tab', () => {
    renderBlocks([blockFrom(paragraphFixtures.call_to_action)]);
    expect(screen.getByRole('link', { name: 'Start de training' })).toHaveAttribute('href', '/trainingen');
    const external = screen.getByRole('link', { name: /Lees meer bij Alzheimer Nederland/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName('Lees meer bij Alzheimer Nederland (opent een andere website)');
  });

  it('names the file type and size in the download link', () => {
    expect(formatFileSize(248_120)).toBe('242 kB');
    expect(formatFileSize(1_500_000)).toBe('1,4 MB');
    renderBlocks([blockFrom(paragraphFixtures.file)]);
    expect(screen.getByRole('link', { name: 'Download de tips (PDF, 242 kB)' })).toHaveAttribute(
      'href',
      '/drupal/media/documents/tips-goed-gesprek.pdf',
    );
  });

  it('gives images their crops as srcset, sizes and alt text', () => {
    renderBlocks([blockFrom(paragraphFixtures.image)]);
    const image = screen.getByRole('img', { name: 'Een vrouw en haar vader wandelen samen door het park' });
    expect(image.getAttribute('srcset')).toBe(
      '/sharedblobstorage/pictures-404x227/samen-wandelen_404x227.jpg 404w, /sharedblobstorage/pictures-808x455/samen-wandelen_808x455.jpg 808w, /sharedblobstorage/pictures-1616x909/samen-wandelen_1616x909.jpg 1616w, /sharedblobstorage/pictures/samen-wandelen.jpg 2400w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('gates the video behind marketing consent', () => {
    renderBlocks([blockFrom(paragraphFixtures.video)]);
    expect(screen.getByText('Accepteer cookies om de video te kunnen bekijken.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the newsletter provider only when the brand configures it', () => {
    const block = blockFrom(paragraphFixtures.spotler_form);
    const scriptSrc = vi.fn((id: string) => `https://forms.example/${id}.js`);
    renderBlocks([block], { data: { newsletterScriptSrc: scriptSrc } });
    expect(scriptSrc).toHaveBeenCalledWith('a1b2c3d4e5');
    expect(document.querySelector('script[src*="forms.example"]')).toBeNull(); // no consent yet
  });
});

describe('chatbot container (spec 2 §2.1, §2.5)', () => {
  it('appears only on paths containing campagnes/chatbot-landing', () => {
    expect(isChatbotPath('/campagnes/chatbot-landing')).toBe(true);
    expect(isChatbotPath('/campagnes/chatbot-landing/stap-2')).toBe(true);
    expect(isChatbotPath('/campagnes/andere')).toBe(false);
    const blocks: Block[] = [blockFrom(paragraphFixtures.text_with_title)];
    const { container, rerender } = render(
      <BlockShell data={{ path: '/campagnes/chatbot-landing' }}>
        <PageBlocks blocks={blocks} />
      </BlockShell>,
    );
    expect(container.querySelector(`#${CHATBOT_CONTAINER_ID}`)).toHaveClass('bk-chatbot');
    rerender(
      <BlockShell data={{ path: '/nieuws' }}>
        <PageBlocks blocks={blocks} />
      </BlockShell>,
    );
    expect(container.querySelector(`#${CHATBOT_CONTAINER_ID}`)).toBeNull();
  });
});

describe('keyboard', () => {
  it('reaches every link of a link list with Tab', async () => {
    const user = userEvent.setup();
    renderBlocks([blockFrom(paragraphFixtures.link_list)]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Wat is dementie?' })).toHaveFocus();
  });
});
