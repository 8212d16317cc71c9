import type { Course } from '@dementie/api-client';
import {
  type Block,
  type BlockOfKind,
  paragraphFixtures,
  paragraphFixtureVariants,
} from '@dementie/cms-model';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { CHATBOT_CONTAINER_ID, isChatbotPath } from './chatbot/chatbot-container';
import { counterIncrement, nextCount } from './counter/counter-steps';
import { formatFileSize } from './file';
import { PageBlocks } from './page-blocks';
import { BlockShell, blockFrom, renderBlocks } from './test-support/render-blocks';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** An IntersectionObserver whose visibility the test controls. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) => {
    for (const callback of callbacks) {
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };
  return {
    showAll: () => report(true),
    /** The first report a browser's observer gives: the element is out of view. */
    reportOutOfView: () => report(false),
  };
}

describe('counter (spec 2 §4, §9)', () => {
  it('grows the total over 2000 ms in 40 ms ticks, at least 1 per tick', () => {
    expect(counterIncrement(100)).toBe(2);
    expect(counterIncrement(10)).toBe(1);
    expect(counterIncrement(12_345)).toBe(247);
    expect(nextCount(0, 10)).toBe(1);
    expect(nextCount(99, 100)).toBe(100);
    expect(nextCount(100, 100)).toBe(100);
  });

  it('starts counting when visible and reaches the total after 2000 ms', async () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const observer = stubIntersectionObserver();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'loaded', value: 5000 }) },
    });
    await act(async () => {});
    const animated = screen.getByTestId('counter-animated');
    act(() => observer.reportOutOfView());
    act(() => vi.advanceTimersByTime(400));
    expect(animated).toHaveTextContent('0'); // not visible yet
    act(() => observer.showAll());
    act(() => vi.advanceTimersByTime(40));
    expect(animated).toHaveTextContent('100');
    act(() => vi.advanceTimersByTime(1000));
    expect(animated).toHaveTextContent('2.600');
    act(() => vi.advanceTimersByTime(960));
    expect(animated).toHaveTextContent('5.000');
    // Screen readers hear the total, never the running numbers.
    expect(animated).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('5.000', { selector: '.bk-visually-hidden' })).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('shows a total that came with the page as the figure, in the first render (the HTML without scripts)', () => {
    const block: Block = {
      ...(blockFrom(paragraphFixtures.counter_block) as BlockOfKind<'counter'>),
      total: 12_345,
    };
    const html = renderToString(
      <BlockShell>
        <PageBlocks blocks={[block]} />
      </BlockShell>,
    );
    expect(html).toMatch(/data-testid="counter-animated"[^>]*>12\.345</);
  });

  it('keeps a figure the page brought when it is in view as the scripts take over, else counts it up when it comes into view', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    const inView = stubIntersectionObserver();
    const block: Block = {
      ...(blockFrom(paragraphFixtures.counter_block) as BlockOfKind<'counter'>),
      total: 5000,
    };
    const loadCounter = vi.fn(async () => ({ kind: 'loaded' as const, value: 1 }));
    const first = renderBlocks([block], { data: { counter: loadCounter } });
    const shown = within(first.container).getByTestId('counter-animated');
    expect(shown).toHaveTextContent('5.000');
    act(() => inView.showAll());
    act(() => vi.advanceTimersByTime(400));
    // Already seen: not taken away to count again.
    expect(shown).toHaveTextContent('5.000');
    first.unmount();
    // The page's figure is used as it is: nothing is loaded for it.
    expect(loadCounter).not.toHaveBeenCalled();

    const below = stubIntersectionObserver();
    const second = renderBlocks([block]);
    const counted = within(second.container).getByTestId('counter-animated');
    expect(counted).toHaveTextContent('5.000');
    act(() => below.reportOutOfView());
    expect(counted).toHaveTextContent('0');
    act(() => below.showAll());
    act(() => vi.advanceTimersByTime(1040));
    expect(counted).toHaveTextContent('2.600');
    act(() => vi.advanceTimersByTime(960));
    expect(counted).toHaveTextContent('5.000');
  });

  it('shows the total at once under reduced motion', () => {
    vi.useFakeTimers();
    stubReducedMotion(true);
    const observer = stubIntersectionObserver();
    renderBlocks([blockFrom(paragraphFixtures.counter_block)], { data: { counter: 5000 } });
    act(() => observer.showAll());
    expect(screen.getByTestId('counter-animated')).toHaveTextContent('5.000');
  });

  it('loads the total through the block data and hides itself when that fails', async () => {
    stubReducedMotion(true);
    renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'loaded', value: 42 }) },
    });
    expect(await screen.findByText('42', { selector: '.bk-visually-hidden' })).toBeInTheDocument();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: async () => ({ kind: 'failed', status: 200, error: 'Parsing error' }) },
    });
    await act(async () => {});
    expect(container.querySelector('.bk-counter')).toBeNull();
  });

  it('says what it counts: the CMS label, else the catalogue label', () => {
    stubReducedMotion(true);
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: 5000 },
    });
    expect(container.querySelector('.bk-counter__figure')).toHaveTextContent(
      '5.000 mensen volgden al een training',
    );
    const bare = { ...paragraphFixtures.counter_block, field_title: [], field_label: [] };
    const { container: plain } = renderBlocks([blockFrom(bare)], { data: { counter: 5000 } });
    expect(plain.querySelector('.bk-counter__figure')).toHaveTextContent(
      '5.000 mensen hebben al een certificaat gehaald',
    );
    const { container: one } = renderBlocks([blockFrom(bare)], { data: { counter: 1 } });
    expect(one.querySelector('.bk-counter__figure')).toHaveTextContent(
      '1 persoon heeft al een certificaat gehaald',
    );
  });

  it('shows an inviting sentence instead of a bare 0 on a fresh install', async () => {
    stubReducedMotion(true);
    const { container } = renderBlocks([blockFrom(paragraphFixtures.counter_block)], {
      data: { counter: 0 },
    });
    expect(screen.queryByTestId('counter-animated')).toBeNull();
    expect(container.querySelector('.bk-counter')).toHaveTextContent(
      'Doe een training en haal als een van de eersten je certificaat.',
    );
    expect(container.querySelector('.bk-counter')).not.toHaveTextContent(/\b0\b/);
    await expectNoAxeViolations(container);
  });
});

describe('expandable (spec 2 §4, §5)', () => {
  it('opens a panel by its summary and gives each panel its slug id', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    const panel = container.querySelector<HTMLDetailsElement>('#is-dementie-erfelijk');
    expect(panel?.open).toBe(false);
    await user.click(screen.getByText('Is dementie erfelijk?'));
    expect(panel?.open).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('opens every panel for print and restores them after', () => {
    const { container } = renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    const panels = Array.from(container.querySelectorAll('details'));
    const first = panels[0] as HTMLDetailsElement;
    first.open = true;
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(panels.every((panel) => panel.open)).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(panels.map((panel) => panel.open)).toEqual([true, false, false]);
  });

  it('renders nested paragraphs inside a panel one heading level deeper', () => {
    renderBlocks([blockFrom(paragraphFixtures.expandable)]);
    expect(screen.getByRole('heading', { name: 'Lees verder', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Veelgestelde vragen', level: 2 })).toBeInTheDocument();
  });
});

const courses: Course[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  name: `Training ${id}`,
  overviewDescription: `Over training ${id}`,
  description: '',
}));

describe('trainings overview (spec 2 §2.6, §4)', () => {
  it('loads the trainings asynchronously, starts collapsed and expands', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.trainings_overview)], {
      data: {
        loadTrainings: async () => ({ kind: 'loaded', value: courses }),
        trainingUrl: (id) => `/training/${id}`,
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('De inhoud wordt geladen...');
    const toggle = await screen.findByRole('button', { name: 'Bekijk alle trainingen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Toon minder trainingen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Training 5' })).toHaveAttribute('href', '/training/5');
    await expectNoAxeViolations(container);
  });

  it('lists the trainings that came with the page in its first render, without loading them', () => {
    const overview = blockFrom(paragraphFixtures.trainings_overview) as BlockOfKind<'trainingsOverview'>;
    const block: Block = { ...overview, trainings: courses };
    const loadTrainings = vi.fn(async () => ({ kind: 'loaded' as const, value: [] }));
    const html = renderToString(
      <BlockShell data={{ loadTrainings }}>
        <PageBlocks blocks={[block]} />
      </BlockShell>,
    );
    expect(html).not.toContain('De inhoud wordt geladen...');
    expect(html).toContain('Training 1');
    expect(html).toContain('Training 3');
    expect(html).not.toContain('Training 4');
    // Without scripts the expand button could do nothing: a link to every training is in its place.
    expect(html).toMatch(
      /<a class="bk-button bk-button--secondary bk-trainings__all" href="\/trainingen">Bekijk alle trainingen<\/a>/,
    );
    renderBlocks([block], { data: { loadTrainings } });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(loadTrainings).not.toHaveBeenCalled();
  });

  it('says so when the trainings cannot be loaded', async () => {
    renderBlocks([blockFrom(paragraphFixtures.trainings_overview)], {
      data: { loadTrainings: async () => ({ kind: 'connection-error', error: 'offline' }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('De trainingen konden niet worden geladen.');
  });
});

describe('e-learning CTA (spec 2 §3.3, §4)', () => {
  it('question design: no answer selected, then the chosen answer and its feedback', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([blockFrom(paragraphFixtures.e_learning_call_to_action)]);
    const group = screen.getByRole('group', { name: 'Kies een antwoord' });
    const answers = within(group).getAllByRole('button');
    expect(answers.every((a) => a.getAttribute('aria-pressed') === 'false')).toBe(true);
    await user.click(
      screen.getByRole('button', { name: 'Ik geef het geld rustig terug en leg uit waarom.' }),
    );
    expect(answers[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'Uitleg bij je antwoord' })).toHaveTextContent('Goed zo!');
    expect(screen.getByRole('link', { name: 'Doe de hele training' })).toHaveAttribute(
      'href',
      '/trainingen/2',
    );
    await expectNoAxeViolations(container);
  });

  it('start-training design: text and the start link, no answers', () => {
    renderBlocks([blockFrom(paragraphFixtureVariants.eLearningStartTraining)]);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start de training' })).toHaveAttribute('href', '/trainingen/2');
  });
});

describe('related content and overview labels (spec 2 §2.4)', () => {
  it('shows news dates as DD MMMM YYYY with the fixed labels', () => {
    renderBlocks([blockFrom(paragraphFixtures.related_news)]);
    expect(screen.getByText('01 februari 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Lees het bericht/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toHaveAttribute(
      'href',
      '/nieuws',
    );
  });

  it('uses the labels of organisations and stories', () => {
    renderBlocks([
      blockFrom(paragraphFixtures.related_organization),
      blockFrom(paragraphFixtures.related_stories),
    ]);
    expect(screen.getByRole('link', { name: 'Meer organisaties' })).toHaveAttribute('href', '/organisaties');
    expect(screen.getByRole('link', { name: 'Meer ervaringsverhalen' })).toHaveAttribute(
      'href',
      '/ervaringen',
    );
    expect(
      screen.getByRole('link', { name: 'Lees het verhaal: Ik heb dementie en ik zing in een koor' }),
    ).toBeInTheDocument();
  });

  it('loads the latest news for homepage_last_news', async () => {
    renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: {
        loadLatestNews: async () => ({
          kind: 'loaded',
          value: [{ path: '/nieuws/a', label: 'Vers nieuws', introduction: 'Net binnen.' }],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Vers nieuws' })).toBeInTheDocument();
  });

  it('shows the latest news that came with the page in its first render, without loading it', () => {
    const news = [1, 2, 3, 4].map((n) => ({ path: `/nieuws/${n}`, label: `Bericht ${n}`, introduction: '' }));
    const latest = blockFrom(paragraphFixtures.homepage_last_news) as BlockOfKind<'relatedContent'>;
    const block: Block = { ...latest, items: news };
    const loadLatestNews = vi.fn(async () => ({ kind: 'loaded' as const, value: [] }));
    const html = renderToString(
      <BlockShell data={{ loadLatestNews }}>
        <PageBlocks blocks={[block]} />
      </BlockShell>,
    );
    expect(html).not.toContain('De inhoud wordt geladen...');
    expect(html).toContain('href="/nieuws/3"');
    expect(html).not.toContain('Bericht 4');
    renderBlocks([block], { data: { loadLatestNews } });
    expect(screen.getByRole('heading', { name: 'Bericht 1' })).toBeInTheDocument();
    expect(loadLatestNews).not.toHaveBeenCalled();
  });

  it('renders nothing at all for a related block without items', () => {
    const { container } = renderBlocks([
      blockFrom({ ...paragraphFixtures.related_stories, field_items: [] }),
    ]);
    expect(container.querySelector('.bk-related')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meer ervaringsverhalen' })).toBeNull();
  });

  it('keeps the loader while the latest news loads, then shows nothing when there is none', async () => {
    let resolve: (value: { kind: 'loaded'; value: [] }) => void = () => {};
    const { container } = renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: { loadLatestNews: () => new Promise((done) => (resolve = done)) },
    });
    expect(await screen.findByText('De inhoud wordt geladen...')).toBeInTheDocument();
    await act(async () => resolve({ kind: 'loaded', value: [] }));
    expect(container.querySelector('.bk-related')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bekijk het nieuwsoverzicht' })).toBeNull();
  });

  it('shows the failure text when the latest news fails', async () => {
    renderBlocks([blockFrom(paragraphFixtures.homepage_last_news)], {
      data: { loadLatestNews: async () => ({ kind: 'connection-error', error: 'offline' }) },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Laatste nieuws' })).toBeInTheDocument();
  });
});

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
