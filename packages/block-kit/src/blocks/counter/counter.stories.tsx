import { failed } from '@dementie/api-client';
import { paragraphFixtures as p } from '@dementie/cms-model';
import { expect, waitFor } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta, withBlockData } from '../test-support/stories';

// On the 'Blocks/Interactive' docs page, described in `expandable/expandable.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Interactive',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Counter',
      whenToUse:
        'To show, live, how many people earned a certificate on this website: social proof on a home or landing page that invites the visitor to join.',
      whenNotToUse:
        'Not for other figures (use impact figures) and never beside content that names its own number of certificates: the counter is the only source of that figure.',
      keyboardAndScreen:
        'No focus: it is text. The running number is hidden from screen readers while it counts and the final figure with its label is read as one sentence. Under reduced motion the number shows at once.',
      contentRules:
        'Editors choose the colour and may give a title and label; the label says what is counted in one short line (up to 60 characters). At zero it shows an inviting sentence, not a bare 0. When the number cannot be loaded the block leaves itself out.',
      brands:
        'dementie: on the home page (/). dementievriendelijk: on the home page (/) and Dementievriendelijke organisatie (/dementievriendelijke-organisatie). Not on alzheimer pages today.',
    }),
  },
});

/**
 * A counter: how many people earned a certificate. **Editors fill in** only the colour (and optionally
 * a label); the number is loaded. Under reduced motion it shows the number at once.
 */
export const Counter = meta.story({ args: { fixture: p.counter_block } });
/** A counter block without its own label: the catalogue says what is counted. */
export const CounterDefaultLabel = meta.story({
  args: { fixture: { ...p.counter_block, field_title: [], field_label: [] } },
});
/** A fresh install (no certificates yet): an inviting sentence, not a bare 0. */
export const CounterZero = meta.story({
  args: { fixture: p.counter_block },
  decorators: [withBlockData({ counter: 0 })],
});
/**
 * The number cannot be loaded: the block leaves itself out (no empty figure, no error in the middle of
 * a content page); the rest of the page is unaffected.
 */
export const CounterFailed = meta.story({
  args: { fixture: p.counter_block },
  decorators: [withBlockData({ counter: async () => failed(500, 'story: no counter') })],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.bk-counter')).toBeNull());
  },
});
