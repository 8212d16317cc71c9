import { type Block, paragraphFixtures as p } from '@dementie/cms-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockDataProvider } from './renderer/block-data';
import { BlockRenderer } from './renderer/block-renderer';
import { FixtureBlock, storyBlockData, withBlocks } from './test-support/stories';

const meta = {
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  decorators: [withBlocks],
} satisfies Meta<typeof FixtureBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expandable: Story = {
  args: { fixture: p.expandable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Is dementie erfelijk?'));
    await expect(canvasElement.querySelector('details#is-dementie-erfelijk')).toHaveAttribute('open');
  },
};
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
export const TrainingsOverview: Story = {
  args: { fixture: p.trainings_overview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bekijk alle trainingen' }));
    await expect(canvas.getByRole('button', { name: 'Toon minder trainingen' })).toBeVisible();
  },
};
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
export const RelatedNews: Story = { args: { fixture: p.related_news } };
export const RelatedOrganisations: Story = { args: { fixture: p.related_organization } };
export const RelatedStories: Story = { args: { fixture: p.related_stories } };
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
/** A related block without items renders nothing at all. */
export const RelatedStoriesEmpty: Story = {
  args: { fixture: { ...p.related_stories, field_items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.bk-related')).toBeNull();
  },
};
export const SpotlerFormWithoutProvider: Story = { args: { fixture: p.spotler_form } };
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
export const NoRendererNotice: Story = {
  args: { fixture: null },
  render: () => <BlockRenderer block={{ kind: 'mystery' } as unknown as Block} />,
};
