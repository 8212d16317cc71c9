import { paragraphFixtures as p } from '@dementie/cms-model';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { FixtureBlock, fixtureStoryMeta } from '../test-support/stories';

// On the 'Blocks/Links and files' docs page, described in `call-to-action/call-to-action.stories.tsx`.
const meta = preview.meta({
  title: 'Blocks/Links and files',
  component: FixtureBlock,
  ...fixtureStoryMeta,
  parameters: {
    guidance: guidance({
      name: 'Organisation',
      whenToUse:
        "To point to one dementia-friendly organisation's page: its picture, name, introduction and a link to read more.",
      whenNotToUse:
        'Not for a list of organisations (the overview /organisaties and the related-organisations block do that) and not for an organisation without its own page.',
      keyboardAndScreen:
        "The name is a heading; the link reads 'Lees meer' followed, for screen readers, by the organisation's name, so it makes sense out of context.",
      contentRules:
        'Editors only choose the organisation; the name, introduction (one or two sentences) and header picture come from its page.',
      brands: 'dementievriendelijk: on Dementievriendelijke organisatie (/dementievriendelijke-organisatie).',
    }),
  },
});

/**
 * A dementia-friendly organisation as a card with a link. **Editors fill in** the organisation's
 * page.
 */
export const Organisation = meta.story({ args: { fixture: p.organization } });
