import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { RadioGroup } from './radio-group';

const meta = preview.meta({
  title: 'Foundations/Primitives/Radio group',
  component: RadioGroup,
  args: {
    legend: 'Voor wie zoek je informatie?',
    name: 'voor-wie',
    options: [
      { value: 'mezelf', label: 'Voor mezelf' },
      { value: 'naaste', label: 'Voor een naaste', hint: 'Je partner, ouder of vriend.' },
      { value: 'werk', label: 'Voor mijn werk' },
    ],
  },
  parameters: {
    guidance: guidance({
      whenToUse:
        'One choice from two to about five options that exclude each other, all in view so the visitor can compare them: who a question is for, how to receive a certificate.',
      whenNotToUse:
        'Not for more than about six options (use a select), not for choices that can be combined (use checkboxes), and not for one yes-or-no choice (use a checkbox).',
      keyboardAndScreen:
        'Tab reaches the chosen circle (or the first), arrow keys move the choice; the whole label row (44 px high) is clickable. The legend names the group and is read on entering it; the group’s hint and error are tied to it (aria-describedby), a choice’s own hint to its circle. A required group carries aria-required (each circle required); an error is an alert and marks the group aria-invalid, with a bar beside the choices so it is not colour alone.',
      contentRules:
        "A legend that asks the question ('Voor wie zoek je informatie?'); choices of a few words, parallel in form; a hint only where a choice needs explaining. An error says what to do ('Kies voor wie je informatie zoekt.').",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer), for forms that ask one choice from a few.',
    }),
  },
});

/** Three choices, one with a hint; nothing chosen yet. */
export const Default = meta.story({});

/** A required group left without a choice: the error is an alert tied to the group. */
export const WithError = meta.story({
  args: { required: true, error: 'Kies voor wie je informatie zoekt.' },
});

/** One choice chosen, one that cannot be taken. */
export const WithDisabledChoice = meta.story({
  args: {
    defaultValue: 'mezelf',
    options: [
      { value: 'mezelf', label: 'Voor mezelf' },
      { value: 'naaste', label: 'Voor een naaste' },
      { value: 'werk', label: 'Voor mijn werk (nu niet beschikbaar)', disabled: true },
    ],
  },
});
