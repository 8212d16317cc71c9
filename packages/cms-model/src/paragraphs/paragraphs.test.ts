import { CMS_PARAGRAPH_BUNDLES } from '@dementie/api-client';
import { sharedMessages } from '@dementie/i18n-catalogues';
import { beforeAll, describe, expect, it } from 'vitest';
import { paragraphFixtures, paragraphFixtureVariants, skippedParagraphFixtures } from '../fixtures';
import { paragraphKinds } from '../fixtures/paragraph-fixtures.gen';
import { mapBlock, mapBlocks } from '../page';
import { defaultSanitizer } from '../sanitize';
import {
  type Block,
  type BlockKind,
  type BlockOfKind,
  NO_TRANSFORMER_TEXT,
  PARAGRAPH_BUNDLES,
} from './index';

// The first jsdom window takes a few seconds on a busy machine (TOOLCHAIN): make it once, up front.
beforeAll(() => {
  defaultSanitizer();
}, 60_000);

function mapOne<K extends BlockKind>(fixture: unknown, kind: K): BlockOfKind<K> {
  const block = mapBlock(fixture);
  expect(block?.kind).toBe(kind);
  return block as BlockOfKind<K>;
}

describe('paragraph bundles (spec 2 §3.3)', () => {
  it('has a transformer for every bundle the spec names and a fixture for every transformer', () => {
    for (const bundle of CMS_PARAGRAPH_BUNDLES) expect(PARAGRAPH_BUNDLES).toContain(bundle);
    expect(Object.keys(paragraphFixtures).sort()).toEqual([...PARAGRAPH_BUNDLES].sort());
  });

  it('names each bundle once in the list of definitions', () => {
    expect(new Set(PARAGRAPH_BUNDLES).size).toBe(PARAGRAPH_BUNDLES.length);
  });

  it.each(Object.entries(paragraphKinds))('maps the %s fixture to a %s block', (bundle, kind) => {
    const block = mapBlock(paragraphFixtures[bundle as keyof typeof paragraphFixtures]);
    expect(block?.kind).toBe(kind);
  });

  it('maps every variant without an invalid or unknown block', () => {
    for (const [name, fixture] of Object.entries(paragraphFixtureVariants)) {
      const block = mapBlock(fixture);
      expect(block, name).not.toBeNull();
      expect(block?.kind, name).not.toBe('invalid');
      expect(block?.kind === 'html' && block.unknownBundle, name).toBeFalsy();
    }
  });
});

describe('block fields', () => {
  it('breaker: design, icons, primary link as a button, media', () => {
    const block = mapOne(paragraphFixtures.breaker, 'breaker');
    expect(block.design).toBe('medium');
    expect(block.icons).toHaveLength(3);
    expect(block.primaryLink).toEqual({
      title: 'Doe de gratis training',
      url: '/trainingen',
      showAsButton: true,
      external: false,
    });
    expect(block.media?.type).toBe('image');
    expect(mapOne(paragraphFixtureVariants.breakerSmall, 'breaker').design).toBe('small');
    expect(mapOne(paragraphFixtureVariants.breakerLarge, 'breaker').design).toBe('large');
  });

  it('call_to_action: the label names the internal link; the external link is classed external', () => {
    const block = mapOne(paragraphFixtures.call_to_action, 'callToAction');
    expect(block.primaryLink).toMatchObject({
      title: 'Start de training',
      url: '/trainingen',
      external: false,
    });
    expect(block.secondaryLink).toMatchObject({ external: true, showAsButton: false });
    expect(block.secondLinkType).toBe('link');
    expect(
      mapOne(paragraphFixtureVariants.callToActionButtons, 'callToAction').secondaryLink?.showAsButton,
    ).toBe(true);
  });

  it('centralised block wraps its single paragraph', () => {
    const block = mapOne(paragraphFixtures.centralised_building_block, 'centralisedBlock');
    expect(block.block.kind).toBe('textWithTitle');
  });

  it('cta: spotlight and end cta with confetti', () => {
    const block = mapOne(paragraphFixtures.cta, 'cta');
    expect(block.items.map((item) => item.kind)).toEqual(['spotlight', 'endCta']);
    const end = block.items[1];
    expect(end?.kind === 'endCta' && end.confetti).toBe(true);
  });

  it('e-learning CTA: question design with answers and feedback, or start training', () => {
    const question = mapOne(paragraphFixtures.e_learning_call_to_action, 'eLearningCta');
    expect(question.design).toBe('question');
    expect(question.answers).toHaveLength(3);
    expect(question.answers[1]?.feedback).toContain('Goed zo!');
    expect(question.title).toContain('<strong>Wat doe je?</strong>');
    expect(question.trainingId).toBe(2);
    const start = mapOne(paragraphFixtureVariants.eLearningStartTraining, 'eLearningCta');
    expect(start.design).toBe('startTraining');
    expect(start.answers).toEqual([]);
    expect(start.media?.type).toBe('video');
    expect(start.fallbackMedia?.type).toBe('image');
  });

  it('expandable: items get the slug of their title, nested paragraphs are mapped', () => {
    const block = mapOne(paragraphFixtures.expandable, 'expandable');
    expect(block.items.map((item) => item.id)).toEqual([
      'is-dementie-erfelijk',
      'wat-kan-ik-zelf-doen',
      'hoe-lang-duurt-de-training',
    ]);
    expect(block.items[1]?.blocks[0]?.kind).toBe('linkList');
    expect(block.externalLink?.external).toBe(true);
  });

  it("expandable: a title without a slug gives 'expandable-' plus the index; repeats stay unique", () => {
    const blocks = mapBlocks([
      {
        type: 'expandable',
        field_items: [
          { field_title: [{ value: '???' }], field_text: [{ value: '<p>a</p>' }] },
          { field_title: [{ value: 'Vraag' }] },
          { field_title: [{ value: 'Vraag' }] },
        ],
      },
    ]);
    const block = blocks[0] as BlockOfKind<'expandable'>;
    expect(block.items.map((item) => item.id)).toEqual(['expandable-0', 'vraag', 'vraag-2']);
  });

  it('file, audio, video and image carry their media', () => {
    const file = mapOne(paragraphFixtures.file, 'file');
    expect(file.document).toMatchObject({
      downloadLabel: 'Download de tips',
      url: '/drupal/media/documents/tips-goed-gesprek.pdf',
      mimeType: 'application/pdf',
      size: 248_120,
    });
    const audio = mapOne(paragraphFixtures.audio, 'audio');
    expect(audio.audio.url).toBe('/drupal/media/audio/een-dag-met-mijn-vader.mp3');
    const video = mapOne(paragraphFixtures.video, 'video');
    expect(video.video).toEqual({
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      iframeUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      title: 'Wat is dementie? Uitleg in twee minuten',
    });
    const image = mapOne(paragraphFixtures.image, 'image');
    expect(image.image.alt).toBe('Een vrouw en haar vader wandelen samen door het park');
    expect(image.image.crops.map((crop) => crop.width)).toEqual([404, 808, 1616]);
    expect(image.mediaWidth).toBe(100);
    expect(mapOne(paragraphFixtureVariants.imageHalf, 'image').mediaWidth).toBe(50);
  });

  it('media items: widths 33/50/100/fullscreen with 100 as the default', () => {
    const make = (width?: string) =>
      mapOne(
        {
          type: 'media_block',
          field_items: [
            {
              field_media: [paragraphFixtures.image.field_media[0]],
              ...(width === undefined ? {} : { field_media_width: [{ value: width }] }),
            },
          ],
        },
        'mediaBlock',
      ).items[0]?.mediaWidth;
    expect(make('33')).toBe(33);
    expect(make('50')).toBe(50);
    expect(make('100')).toBe(100);
    expect(make('fullscreen')).toBe('fullscreen');
    expect(make(undefined)).toBe(100);
    expect(make('75')).toBe(100);
  });

  it('media block: one or two columns; gallery keeps 2 to 5 items', () => {
    expect(mapOne(paragraphFixtures.media_block, 'mediaBlock').columns).toBe(2);
    expect(mapOne(paragraphFixtureVariants.mediaBlockOneColumn, 'mediaBlock').columns).toBe(1);
    expect(mapOne(paragraphFixtureVariants.mediaGallery2, 'mediaGallery').items).toHaveLength(2);
    expect(mapOne(paragraphFixtures.media_gallery, 'mediaGallery').items).toHaveLength(3);
    expect(mapOne(paragraphFixtureVariants.mediaGallery4, 'mediaGallery').items).toHaveLength(4);
    expect(mapOne(paragraphFixtureVariants.mediaGallery5, 'mediaGallery').items).toHaveLength(5);
  });

  it('quote: position, display width and full screen', () => {
    expect(mapOne(paragraphFixtures.quote, 'quote')).toMatchObject({
      position: 'left',
      displayWidth: 100,
      fullScreen: false,
    });
    expect(mapOne(paragraphFixtureVariants.quoteRight, 'quote')).toMatchObject({
      position: 'right',
      displayWidth: 50,
    });
    expect(mapOne(paragraphFixtureVariants.quoteFullScreen, 'quote').fullScreen).toBe(true);
  });

  it('related content: news with unix and ISO dates, organisations, stories, latest news', () => {
    const news = mapOne(paragraphFixtures.related_news, 'relatedContent');
    expect(news.contentType).toBe('news');
    expect(news.items[0]?.publicationDate).toBe('2024-02-01T08:00:00.000Z');
    expect(news.items[1]?.publicationDate).toBe('2024-08-03T09:00:00.000Z');
    expect(mapOne(paragraphFixtures.related_organization, 'relatedContent').contentType).toBe(
      'organisations',
    );
    expect(mapOne(paragraphFixtures.related_stories, 'relatedContent').contentType).toBe('stories');
    expect(mapOne(paragraphFixtures.homepage_last_news, 'relatedContent')).toMatchObject({
      latest: true,
      items: [],
    });
  });

  it('text image: new and old designs', () => {
    expect(mapOne(paragraphFixtures.text_image, 'textImage')).toMatchObject({
      design: 'new',
      position: 'right',
      label: 'Tip',
    });
    expect(mapOne(paragraphFixtureVariants.textImageOld, 'textImage')).toMatchObject({
      design: 'old',
      position: 'left',
    });
  });

  it('spotler form, counter, trainings overview and position markers', () => {
    expect(mapOne(paragraphFixtures.spotler_form, 'spotlerForm')).toMatchObject({
      formId: '4f1c2e',
      scriptId: 'a1b2c3d4e5',
    });
    expect(mapOne(paragraphFixtures.counter_block, 'counter').color).toBe('blue');
    expect(mapOne(paragraphFixtures.trainings_overview, 'trainingsOverview').title).toBe('Onze trainingen');
    // spec 2 §3.3: conversation id defaults to -1.
    expect(mapOne(paragraphFixtures.conversation, 'positionMarker')).toMatchObject({
      marker: 'conversation',
      refId: -1,
    });
    expect(mapOne(paragraphFixtures.group, 'positionMarker')).toMatchObject({ marker: 'group', refId: 7 });
    expect(mapOne(paragraphFixtures.library, 'positionMarker').marker).toBe('library');
  });

  it('design-kit blocks keep their content', () => {
    expect(mapOne(paragraphFixtures.image_overlay, 'imageOverlay').slides).toHaveLength(3);
    expect(mapOne(paragraphFixtures.expandable_list, 'expandableList')).toMatchObject({ visibleCount: 3 });
    expect(mapOne(paragraphFixtures.icon_grid, 'iconGrid').items.map((i) => i.icon)).toEqual([
      'article',
      'people',
      'hat',
      'mic',
      'video',
      'checklist',
    ]);
    const agenda = mapOne(paragraphFixtures.agenda, 'agenda');
    expect(agenda.items[0]).toMatchObject({
      startDate: '2026-03-10T09:00:00.000Z',
      icon: 'conversation',
      labels: ['Gratis', 'Zonder aanmelden'],
      location: 'Buurthuis De Linde, Zwolle',
    });
    expect(mapOne(paragraphFixtures.bookcase, 'bookcase').items.map((b) => b.slug)).toEqual([
      'het-geheugenpaleis',
      'samen-zingen',
      'mijn-opa-vergeet',
      'dagboek-van-een-mantelzorger',
    ]);
    expect(mapOne(paragraphFixtures.bookcase, 'bookcase').title).toBeUndefined();
    expect(mapOne(paragraphFixtureVariants.iframeSpotify, 'iframeEmbed').height).toBe(200);
    expect(mapOne(paragraphFixtures.special_hero, 'specialHero').variant).toBe('default');
    expect(mapOne(paragraphFixtureVariants.specialHeroVisualAsBackground, 'specialHero').variant).toBe(
      'visualAsBackground',
    );
    expect(mapOne(paragraphFixtureVariants.specialHeroWithVideo, 'specialHero').video?.provider).toBe(
      'youtube',
    );
    expect(mapOne(paragraphFixtures.checklist, 'checklist')).toMatchObject({
      checklistId: 'bezoek-voorbereiden',
    });
  });
});

describe('skip rules (spec 2 §5)', () => {
  it.each(Object.entries(skippedParagraphFixtures))('skips %s', (_name, fixture) => {
    expect(mapBlock(fixture)).toBeNull();
  });

  it('keeps the page going: skipped paragraphs drop out, the rest stays in order', () => {
    const blocks = mapBlocks([
      paragraphFixtures.text_with_title,
      skippedParagraphFixtures.imageWithoutMedia,
      skippedParagraphFixtures.videoWithoutEmbed,
      paragraphFixtures.quote,
    ]);
    expect(blocks.map((b) => b.kind)).toEqual(['textWithTitle', 'quote']);
  });
});

describe('unknown and broken paragraphs (spec 2 §2.5, §8)', () => {
  it('turns an unknown bundle into an html block saying no transformer is implemented', () => {
    const block = mapBlock({ type: 'webform', id: 5 }) as Block;
    expect(block).toEqual({
      kind: 'html',
      id: '5',
      html: '<p>Voor het onderdeel webform is nog geen omzetting gemaakt.</p>',
      unknownBundle: 'webform',
    });
    expect(NO_TRANSFORMER_TEXT).toBe(sharedMessages['blocks.noTransformer']);
  });

  it('escapes the bundle name in that text', () => {
    const block = mapBlock({ type: '<img src=x onerror=alert(1)>' });
    expect(block?.kind === 'html' && block.html).toBe(
      '<p>Voor het onderdeel &lt;img src=x onerror=alert(1)&gt; is nog geen omzetting gemaakt.</p>',
    );
  });

  it('does not treat inherited object keys as bundles', () => {
    expect(mapBlock({ type: 'toString' })?.kind).toBe('html');
    expect(mapBlock({ type: '__proto__' })?.kind).toBe('html');
  });

  it('makes a known bundle with broken fields an invalid block, not a blank page', () => {
    const blocks = mapBlocks([
      { type: 'quote', field_body: 'not a field list' },
      paragraphFixtures.text_with_title,
      'not even an object',
    ]);
    expect(blocks.map((b) => b.kind)).toEqual(['invalid', 'textWithTitle', 'invalid']);
    expect(blocks[0]?.kind === 'invalid' && blocks[0].bundle).toBe('quote');
  });
});
