import { describe, expect, it } from 'vitest';
import { withTrainingStarts } from './training-links';

describe('links to a training on a CMS page (spec 3 §2 startingPageUrl)', () => {
  const page = {
    id: 7,
    title: 'Over dementie',
    published: new Date('2026-01-01'),
    blocks: [
      { kind: 'cta', link: { url: '/trainingen/3', title: 'Start de training', external: false } },
      { kind: 'links', items: [{ url: '/trainingen/3?startingPageUrl=%2Felders' }, { url: '/nieuws' }] },
      {
        kind: 'text',
        html: '<p><a href="/trainingen/2?a=1&amp;b=2">training</a> en <a href="/hulp">hulp</a></p>',
      },
    ],
  };

  it('adds the page path to every link and rich-text link to a training that has none', () => {
    const linked = withTrainingStarts(page, '/over-dementie');
    expect(linked.blocks[0]).toEqual({
      kind: 'cta',
      link: {
        url: '/trainingen/3?startingPageUrl=%2Fover-dementie',
        title: 'Start de training',
        external: false,
      },
    });
    expect(linked.blocks[1]).toEqual({
      kind: 'links',
      items: [{ url: '/trainingen/3?startingPageUrl=%2Felders' }, { url: '/nieuws' }],
    });
    expect(linked.blocks[2]).toEqual({
      kind: 'text',
      html: '<p><a href="/trainingen/2?a=1&amp;b=2&amp;startingPageUrl=%2Fover-dementie">training</a> en <a href="/hulp">hulp</a></p>',
    });
    expect(linked.published).toBe(page.published);
    // The page the loader gave is not changed.
    expect(page.blocks[0]).toEqual({
      kind: 'cta',
      link: { url: '/trainingen/3', title: 'Start de training', external: false },
    });
  });
});
