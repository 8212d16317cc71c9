import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { act, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idProblems } from '../../../../test-utils/ids';
import { TextInput } from '../primitives/input/text-input';
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE, ISLAND_ID_PREFIX_ATTRIBUTE } from './attributes';
import { Island, IslandMarks, type IslandRenderer } from './island';

/** A part of a page that needs script: a landmark named by its heading, a field with a hint, a disclosure. */
function Reminder({ title }: { title: string }) {
  const titleId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <TextInput label="E-mailadres" type="email" hint="We sturen u één herinnering." />
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Toon alles
      </button>
      <ul id={listId} hidden={!open}>
        <li>Een</li>
      </ul>
    </section>
  );
}

/** As the site's server render does: each island on its own, with the prefix its mark is given. */
const renderAlone: IslandRenderer = ({ identifierPrefix, children }) =>
  renderToString(<I18nProvider brand="dementie">{children}</I18nProvider>, { identifierPrefix });

/** A page with three islands, two of one name, as the server sends it. */
function serverPage(): string {
  return renderToString(
    <IslandMarks render={renderAlone}>
      <main>
        {['Herinnering', 'Nieuwsbrief'].map((title) => (
          <Island key={title} name="reminder" props={{ title }}>
            <Reminder title={title} />
          </Island>
        ))}
        <Island name="other-reminder" props={{ title: 'Agenda' }}>
          <Reminder title="Agenda" />
        </Island>
      </main>
    </IslandMarks>,
  );
}

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("islands' ids (decision 0075)", () => {
  it('gives each island of a page its own ids, on the server and in the browser, so each refers to its own', async () => {
    document.body.innerHTML = serverPage();
    expect(idProblems(document)).toEqual({ duplicates: [], broken: [] });
    const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
    expect(islands.map((island) => island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE))).toEqual([
      'reminder-1-',
      'reminder-2-',
      'other-reminder-1-',
    ]);

    // Each island hydrated as a root of its own, as the site's runtime does, with the prefix of its mark.
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      for (const island of islands) {
        const { props } = JSON.parse(island.getAttribute(ISLAND_DATA_ATTRIBUTE) ?? 'null');
        const identifierPrefix = island.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? undefined;
        roots.push(
          hydrateRoot(
            island,
            <I18nProvider brand="dementie">
              <Reminder {...props} />
            </I18nProvider>,
            {
              ...(identifierPrefix ? { identifierPrefix } : {}),
              onRecoverableError: (e) => console.error(e),
            },
          ),
        );
      }
    });
    expect(errors).not.toHaveBeenCalled();
    expect(idProblems(document)).toEqual({ duplicates: [], broken: [] });

    // Each landmark is named by its own heading, each field by its own label.
    const sections = [...document.querySelectorAll('section')];
    expect(
      sections.map(
        (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Herinnering', 'Nieuwsbrief', 'Agenda']);
    for (const section of sections) {
      const input = section.querySelector('input');
      expect(section.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
    }
    // 'Toon alles' of the second island opens its own list, and React's later ids stay apart too.
    const second = sections[1];
    act(() => second?.querySelector('button')?.click());
    expect(second?.querySelector('ul')?.hidden).toBe(false);
    expect(sections[0]?.querySelector('ul')?.hidden).toBe(true);
  });

  it('numbers the islands of each name in the order of the page, so a page renders the same every time', () => {
    const prefixes = (html: string) =>
      [...html.matchAll(/data-island-id-prefix="([^"]*)"/g)].map((m) => m[1]);
    expect(prefixes(serverPage())).toEqual(prefixes(serverPage()));
    // A name that is no id by itself still gives an id prefix of lower case, digits and hyphens.
    const html = renderToString(
      <IslandMarks render={renderAlone}>
        <Island name="Block Island/2" props={{}}>
          <i>Blok</i>
        </Island>
      </IslandMarks>,
    );
    expect(prefixes(html)).toEqual(['block-island-2-1-']);
  });
});
