// @vitest-environment node
import type { Block } from '@dementie/cms-model';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../blocks/block-renderer';
import { BLOCK_ISLAND } from '../blocks/renderer/block-renderer';
import { NestedHeadings } from '../content/heading-level';
import { Island, IslandMarks, type IslandRenderer } from './island';
import {
  CHATBOT_ISLAND,
  COOKIE_CONSENT_ISLAND,
  COOKIE_SETTINGS_ISLAND,
  UTILITIES_BAR_ISLAND,
  VIDEO_PLAYER_ISLAND,
} from './island-names';
import { kitIslands } from './kit-islands';

/** Renders each island on its own with its ids' prefix, as the site's server render does (here with the texts only). */
const renderAlone: IslandRenderer = ({ identifierPrefix, children }) =>
  renderToString(<I18nProvider brand="dementie">{children}</I18nProvider>, { identifierPrefix });

/** The data attribute of the first island in `html`, parsed. */
function islandData(html: string): { props: unknown; headingLevel: number } {
  const raw = /data-island-data="([^"]*)"/.exec(html)?.[1] ?? 'null';
  return JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe('islands (decision 0067)', () => {
  it('renders its children and nothing more where islands are not marked (the app, stories, tests)', () => {
    const html = renderToString(
      <Island name="x" props={{ a: 1 }}>
        <b>Hallo</b>
      </Island>,
    );
    expect(html).toBe('<b>Hallo</b>');
  });

  it('marks an island on a document page with its name, props and place in the outline, its markup rendered on its own', () => {
    const html = renderToString(
      <IslandMarks render={({ name, children }) => `<!--${name}-->${renderToString(<>{children}</>)}`}>
        <NestedHeadings>
          <Island name="teller" props={{ start: 3 }}>
            <b>Hallo</b>
          </Island>
        </NestedHeadings>
      </IslandMarks>,
    );
    expect(html).toContain('class="bk-island" data-island="teller"');
    expect(html).toContain('<!--teller--><b>Hallo</b>');
    expect(islandData(html)).toEqual({ props: { start: 3 }, headingLevel: 3 });
    // The prefix of React's ids it was rendered with, for the browser to hydrate it with (decision 0075).
    expect(html).toContain('data-island-id-prefix="teller-1-"');
  });

  it('says when an island is to be taken over when the page is idle rather than near the viewport', () => {
    const html = (when?: 'idle' | 'near') =>
      renderToString(
        <IslandMarks render={renderAlone}>
          <Island name="chat" props={{}} {...(when ? { when } : {})}>
            <i>Chat</i>
          </Island>
        </IslandMarks>,
      );
    expect(html('idle')).toContain('data-island-when="idle"');
    expect(html()).not.toContain('data-island-when');
  });

  it('marks an island inside an island as part of it, not as one of its own', () => {
    const html = renderToString(
      <IslandMarks render={renderAlone}>
        <Island name="buiten" props={{}}>
          <Island name="binnen" props={{}}>
            <i>Binnen</i>
          </Island>
        </Island>
      </IslandMarks>,
    );
    expect(html.match(/data-island=/g)).toHaveLength(1);
    expect(html).toContain('<i>Binnen</i>');
  });

  it('makes a block registered as needing script an island, and leaves a block of plain markup alone', () => {
    const counter: Block = { kind: 'counter', id: '1', color: 'blue' } as Block;
    const title: Block = { kind: 'textWithTitle', id: '2', title: 'Titel', body: '<p>Tekst</p>' } as Block;
    const marked = (block: Block) =>
      renderToString(
        <I18nProvider brand="dementie">
          <IslandMarks render={renderAlone}>
            <BlockRenderer block={block} />
          </IslandMarks>
        </I18nProvider>,
      );
    expect(marked(counter)).toContain(`data-island="${BLOCK_ISLAND}"`);
    expect(islandData(marked(counter)).props).toMatchObject({
      block: counter,
      priority: false,
      mode: 'production',
    });
    expect(marked(title)).not.toContain('data-island');

    // A kind that needs script in one variant only: the related news with its items is plain markup,
    // the latest news (loaded in the browser) is an island.
    const item = { id: '1', path: '/nieuws/een', label: 'Een', introduction: 'Intro', publicationDate: null };
    const related = { kind: 'relatedContent', id: '3', contentType: 'news', title: 'Nieuws', items: [item] };
    expect(marked({ ...related, latest: false } as unknown as Block)).not.toContain('data-island');
    expect(marked({ ...related, items: [], latest: true } as unknown as Block)).toContain(
      `data-island="${BLOCK_ISLAND}"`,
    );
  });

  it('has a component in the browser for every island the kit marks', async () => {
    for (const name of [
      BLOCK_ISLAND,
      CHATBOT_ISLAND,
      VIDEO_PLAYER_ISLAND,
      COOKIE_CONSENT_ISLAND,
      COOKIE_SETTINGS_ISLAND,
      UTILITIES_BAR_ISLAND,
    ]) {
      expect(Object.keys(kitIslands)).toContain(name);
      const counter = { kind: 'counter', id: '1', color: 'blue' } as Block;
      const props = name === BLOCK_ISLAND ? { block: counter, priority: false, mode: 'production' } : {};
      expect(typeof (await kitIslands[name]?.(props))).toBe('function');
    }
  });
});
