import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Button, ButtonLink } from './button';

const meta = preview.meta({
  title: 'Foundations/Primitives/Button',
  component: Button,
  args: { children: 'Start de training' },
  parameters: {
    guidance: guidance({
      whenToUse:
        "For an action on this page (a real button: open, send, show more) or, as ButtonLink, for a link that is the main way on ('Start de training'). Primary for the main action, secondary beside it, tertiary for a quiet one.",
      whenNotToUse:
        'Not for a link inside running text (use Link), not for more than one primary button in a group, and not disabled without saying why: a visitor cannot find out what is missing.',
      keyboardAndScreen:
        "Tab reaches it; Enter (and Space for a button) activates it; the focus ring shows where focus is. Its text is its name. An external ButtonLink shows the arrow and says '(opent een andere website)'. A disabled button is skipped by Tab.",
      contentRules:
        "A verb that says what happens or where it leads, up to 25 characters ('Start de training', 'Lees meer over dementie'), never 'Klik hier'. Sentence case, no full stop.",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): on every page, from the menus and calls to action to the forms of /login and /account-gegevens and the training player.',
    }),
  },
});

export const Primary = meta.story({});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Lees meer' } });

export const Disabled = meta.story({ args: { disabled: true, children: 'Volgende' } });

export const AsLink = meta.story({
  render: () => <ButtonLink href="/trainingen">Bekijk alle trainingen</ButtonLink>,
});

export const Tertiary = meta.story({ args: { variant: 'tertiary', children: 'Toon alles' } });

export const ExternalLink = meta.story({
  render: () => <ButtonLink href="https://www.alzheimer-nederland.nl/">Naar Alzheimer Nederland</ButtonLink>,
});
