import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Checkbox } from './checkbox';

const meta = preview.meta({
  title: 'Foundations/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Ik wil tips ontvangen (één mail per twee maanden)' },
  parameters: {
    guidance: guidance({
      whenToUse:
        'A yes-or-no choice a visitor makes on their own: agreeing to conditions, wanting tips by mail, keeping a step ticked.',
      whenNotToUse:
        'Not for a choice between options that exclude each other (use radio buttons or a select), and not for an action that happens at once (use a button).',
      keyboardAndScreen:
        'Tab reaches it and Space ticks it; the whole label is clickable. A required box carries required and aria-required; its error is an alert tied to it with aria-describedby, and it is marked aria-invalid.',
      contentRules:
        "A label that says what ticking means, up to 100 characters, in the first person where it fits ('Ik ga akkoord met...'). An error says what to do ('Ga akkoord met de voorwaarden.').",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): in the certificate form (/jouw-resultaat), the login form (/login) and the checklist on Tips voor elke dag (/tips-voor-elke-dag).',
    }),
  },
});

export const Unchecked = meta.story({});

export const Checked = meta.story({ args: { defaultChecked: true } });

export const RequiredWithError = meta.story({
  args: {
    label: 'Ik ga akkoord met de voorwaarden',
    required: true,
    error: 'Ga akkoord met de voorwaarden.',
  },
});

export const Disabled = meta.story({ args: { disabled: true } });
