import { type ComponentType, createContext, type ReactNode, useContext, useMemo } from 'react';
import { HeadingLevelProvider, useHeadingLevel } from '../content/heading-level';
import type { HeadingLevel } from '../primitives/heading';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_COOKIE_ATTRIBUTE,
  ISLAND_DATA_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_STORED_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
} from './attributes';

/**
 * Islands (decision 0067): a server-rendered document page ships no script for the page as a whole;
 * the parts that need script are marked as islands, and a small loader hydrates only those, each on
 * its own, when it comes near the viewport or is touched. `Island` is the mark: around its children
 * when a server render of a document page asks for marks (`IslandMarks`), and nothing at all
 * otherwise (a page that hydrates as a whole, a story, a test, and inside another island).
 */
const MarksContext = createContext<Marks | null>(null);

/** What the islands of one server render of a page share: the renderer, and the id prefixes given out. */
interface Marks {
  readonly render: IslandRenderer;
  /** How many islands of each name have been marked so far in this render. */
  readonly counts: Map<string, number>;
}

/**
 * Renders one island's markup on the server, on its own: inside the same frame of providers the
 * browser gives it when it hydrates the island as a root of its own, so that what depends on the
 * place in the tree (React's `useId`) comes out the same on both sides. `identifierPrefix` is the
 * island's own prefix of React's ids, to pass to `renderToString` (decision 0075): the browser
 * hydrates the island with it again, read from the mark.
 */
export type IslandRenderer = (island: {
  name: string;
  data: IslandData;
  identifierPrefix: string;
  children: ReactNode;
}) => string;

/** What the server writes on an island: its props and the context the browser must give it again. */
export interface IslandData<P = unknown> {
  readonly props: P;
  /** The heading level block titles start at in this place of the page's outline. */
  readonly headingLevel: HeadingLevel;
}

/** Everything below is rendered for a document page: islands are marked, each rendered by `render`. */
export function IslandMarks({ render, children }: { render: IslandRenderer; children: ReactNode }) {
  // One count per render of a page: its islands' prefixes are unique within it.
  const marks = useMemo<Marks>(() => ({ render, counts: new Map() }), [render]);
  return <MarksContext.Provider value={marks}>{children}</MarksContext.Provider>;
}

/**
 * The prefix of React's ids in the next island of `name` on the page (decision 0075): each island is a
 * React root of its own, and every root counts its ids (`useId`) from the same start, so without a
 * prefix of its own the islands of a page share ids. The prefix is the island's name and its number
 * among the islands of that name on the page (`cookie-consent-1-`, `block-3-`): the same for the same
 * page, and readable in its markup. Lower case, digits and hyphens, ending in `-<number>-`: no two
 * islands' ids can meet (React puts an upper-case `R_` or a lower-case `r_` after the prefix), nor
 * the ids of the page outside the islands (rendered without a prefix: `_R_...`).
 */
function nextIdPrefix(name: string, counts: Map<string, number>): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const number = (counts.get(base) ?? 0) + 1;
  counts.set(base, number);
  return `${base}-${number}-`;
}

/** Whether islands are marked here (a document page on the server, outside any island). */
export function useIslandMarks(): boolean {
  return useContext(MarksContext) !== null;
}

/** Props of `Island`. */
export interface IslandProps<P> {
  /** The island's kind: the key the browser's island registry loads its component by. */
  name: string;
  /** What the browser renders the island's component with: plain JSON data, no functions. */
  props: P;
  /** The island as rendered now: the same component with the same props. */
  children: ReactNode;
  /** When the browser takes it over (see `IslandWhen`); default `near`. */
  when?: IslandWhen;
  /**
   * A session-storage key: the island is only taken over while the browser holds a value under it
   * (a notice another page left); otherwise it stays as the server sent it and loads nothing.
   */
  needsStored?: string;
  /**
   * A cookie's name: the island is only taken over while the browser holds that cookie (a hint of the
   * visitor's own, readable by scripts); otherwise it stays as the server sent it and loads nothing.
   */
  needsCookie?: string;
}

/**
 * When the browser takes an island over: `near` when it comes near the viewport or is touched;
 * `touch` only when it is first touched (pointer, keyboard focus or a tap), for an island that already
 * works as the server sent it (a banner whose choices are a form, a bar of links and buttons);
 * `idle` as soon as the page is idle, for an island whose work shows elsewhere (a chat widget's
 * button fixed to the screen).
 */
export type IslandWhen = 'near' | 'touch' | 'idle';

/**
 * Marks its children as one island on a document page. The wrapper is `display: contents`, so the
 * layout is the page's own; its data is JSON in an attribute (React escapes it); its markup is the
 * `IslandRenderer`'s, so the browser's hydration of the island alone matches it.
 */
export function Island<P>({
  name,
  props,
  children,
  when = 'near',
  needsStored,
  needsCookie,
}: IslandProps<P>) {
  const marks = useContext(MarksContext);
  const headingLevel = useHeadingLevel();
  if (!marks) return <>{children}</>;
  const data: IslandData<P> = { props, headingLevel };
  // Counted while the page renders on the server (one pass, in document order), never in a browser.
  const identifierPrefix = nextIdPrefix(name, marks.counts);
  // Rendered on its own, without marks: an island inside an island is part of it.
  const html = marks.render({ name, data, identifierPrefix, children });
  return (
    <div
      className="bk-island"
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_DATA_ATTRIBUTE]: JSON.stringify(data),
        [ISLAND_ID_PREFIX_ATTRIBUTE]: identifierPrefix,
        ...(when === 'near' ? {} : { [ISLAND_WHEN_ATTRIBUTE]: when }),
        ...(needsStored === undefined ? {} : { [ISLAND_STORED_ATTRIBUTE]: needsStored }),
        ...(needsCookie === undefined ? {} : { [ISLAND_COOKIE_ATTRIBUTE]: needsCookie }),
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A component that is an island wherever it is used: `View` wrapped in an `Island` of that name,
 * rendered with the same props (plain data). The browser's island registry maps `name` to `View`.
 */
export function islandOf<P extends object>(
  name: string,
  View: ComponentType<P>,
  when: IslandWhen = 'near',
): ComponentType<P> {
  function IslandOfView(props: P) {
    return (
      <Island<P> name={name} props={props} when={when}>
        <View {...props} />
      </Island>
    );
  }
  IslandOfView.displayName = `Island(${View.displayName ?? View.name})`;
  return IslandOfView;
}

/** Gives an island the context its server render had: its place in the heading outline. */
export function IslandContext({ data, children }: { data: IslandData; children: ReactNode }) {
  return <HeadingLevelProvider level={data.headingLevel}>{children}</HeadingLevelProvider>;
}
