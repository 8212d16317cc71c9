import { failed } from '@dementie/api-client';
import { type Block, paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockRenderer } from './block-renderer';
import { BlockDataProvider } from './renderer/block-data';
import { FixtureBlock, storyBlockData, withBlocks } from './test-support/stories';

/**
 * Interactive blocks: blocks that open, count or load their content (expandables, counters, trainings
 * overview, related content, the newsletter form).
 *
 * **Accessibility**: open/closed state is announced (`details`/`summary` or `aria-expanded`); while
 * loading, the loader is a status message; a failure says what happened in plain words.
 */
const meta = {
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  // The raw CMS paragraph is the story's data, not something to edit: Controls show `priority` only.
  argTypes: { fixture: { table: { disable: true } } },
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An expandable (questions and answers). **Use** for a list of questions where a visitor needs only
 * one answer. **Editors fill in** title, intro and the items (label, title, text). Each item has its
 * own address, so a link can open it.
 */
export const Expandable: Story = {
  args: { fixture: p.expandable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Is dementie erfelijk?'));
    await expect(canvasElement.querySelector('details#is-dementie-erfelijk')).toHaveAttribute('open');
  },
};
/**
 * A counter: how many people earned a certificate. **Editors fill in** only the colour (and optionally
 * a label); the number is loaded. Under reduced motion it shows the number at once.
 */
export const Counter: Story = { args: { fixture: p.counter_block } };
/** A counter block without its own label: the catalogue says what is counted. */
export const CounterDefaultLabel: Story = {
  args: { fixture: { ...p.counter_block, field_title: [], field_label: [] } },
};
/** A fresh install (no certificates yet): an inviting sentence, not a bare 0. */
export const CounterZero: Story = {
  args: { fixture: p.counter_block },
  decorators: [
    (Story) => (
      <BlockDataProvider value={{ ...storyBlockData, counter: 0 }}>
        <Story />
      </BlockDataProvider>
    ),
  ],
};
/**
 * The number cannot be loaded: the block leaves itself out (no empty figure, no error in the middle of
 * a content page); the rest of the page is unaffected.
 */
export const CounterFailed: Story = {
  args: { fixture: p.counter_block },
  decorators: [
    (Story) => (
      <BlockDataProvider value={{ ...storyBlockData, counter: async () => failed(500, 'story: no counter') }}>
        <Story />
      </BlockDataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.bk-counter')).toBeNull());
  },
};
/**
 * The trainings overview: the trainings load, the list starts collapsed and opens with a button.
 * **Editors fill in** title and introduction.
 */
export const TrainingsOverview: Story = {
  args: { fixture: p.trainings_overview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bekijk alle trainingen' }));
    await expect(canvas.getByRole('button', { name: 'Toon minder trainingen' })).toBeVisible();
  },
};
/**
 * The trainings cannot be loaded: a calm message in place of the list.
 */
export const TrainingsOverviewFailed: Story = {
  args: { fixture: p.trainings_overview },
  decorators: [
    (Story) => (
      <BlockDataProvider
        value={{
          ...storyBlockData,
          loadTrainings: async () => ({ kind: 'connection-error', error: 'offline' }),
        }}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
};
/**
 * Related news, chosen by the page's themes. **Editors fill in** nothing: the items are loaded.
 */
export const RelatedNews: Story = { args: { fixture: p.related_news } };
/**
 * Related organisations, chosen by the page's themes.
 */
export const RelatedOrganisations: Story = { args: { fixture: p.related_organization } };
/**
 * Related experience stories, chosen by the page's themes.
 */
export const RelatedStories: Story = { args: { fixture: p.related_stories } };
/**
 * The latest news on the homepage, loaded; the first item is highlighted.
 */
export const HomepageLastNews: Story = { args: { fixture: p.homepage_last_news } };
/** Still loading: the loader keeps the place. */
export const HomepageLastNewsLoading: Story = {
  args: { fixture: p.homepage_last_news },
  decorators: [
    (Story) => (
      <BlockDataProvider value={{ ...storyBlockData, loadLatestNews: () => new Promise(() => {}) }}>
        <Story />
      </BlockDataProvider>
    ),
  ],
};
/** No news at all: after loading the block renders nothing (no lone heading or 'Meer...' link). */
export const HomepageLastNewsEmpty: Story = {
  args: { fixture: p.homepage_last_news },
  decorators: [
    (Story) => (
      <BlockDataProvider
        value={{ ...storyBlockData, loadLatestNews: async () => ({ kind: 'loaded', value: [] }) }}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvasElement.querySelector('.bk-related')).toBeNull();
  },
};
/** The latest news cannot be loaded: the block's title and a plain message. */
export const HomepageLastNewsFailed: Story = {
  args: { fixture: p.homepage_last_news },
  decorators: [
    (Story) => (
      <BlockDataProvider
        value={{ ...storyBlockData, loadLatestNews: async () => failed(500, 'story: no news') }}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
/** A related block without items renders nothing at all. */
export const RelatedStoriesEmpty: Story = {
  args: { fixture: { ...p.related_stories, field_items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-related')).toBeNull();
  },
};
/**
 * The newsletter form of the mailing provider, when the site has no provider set: nothing loads.
 */
export const SpotlerFormWithoutProvider: Story = { args: { fixture: p.spotler_form } };
/**
 * The newsletter form of the mailing provider: its script is loaded by form id. **Editors fill in**
 * the form and script id.
 */
export const SpotlerFormConfigured: Story = {
  args: { fixture: p.spotler_form },
  decorators: [
    (Story) => (
      <BlockDataProvider
        value={{ ...storyBlockData, newsletterScriptSrc: (id) => `https://forms.example/${id}.js` }}
      >
        <Story />
      </BlockDataProvider>
    ),
  ],
};
/**
 * A block kind with no renderer says so (spec 2 §2.5), so a missing block shows up in review.
 */
export const NoRendererNotice: Story = {
  args: { fixture: null },
  render: () => <BlockRenderer block={{ kind: 'mystery' } as unknown as Block} />,
};
