import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Select } from './select';

const kinds = (
  <>
    <option value="alle">Alles</option>
    <option value="artikelen">Artikelen</option>
    <option value="nieuws">Nieuws</option>
    <option value="ervaringsverhalen">Ervaringsverhalen</option>
    <option value="organizaties">Organisaties</option>
    <option value="cursussen">Trainingen</option>
  </>
);

const meta = preview.meta({
  title: 'Foundations/Primitives/Select',
  component: Select,
  args: { label: 'Soort inhoud', children: kinds },
  parameters: {
    guidance: guidance({
      whenToUse:
        'One choice from a list of more than about five options that exclude each other, where space is short: the kind of content in search, a province, a year.',
      whenNotToUse:
        'Not for two to five options a visitor should see at once (use radio buttons), not for a yes-or-no choice (use a checkbox), and not to navigate: choosing must never leave the page by itself.',
      keyboardAndScreen:
        'Tab reaches it; Space, Enter or Alt+Down opens the browser’s own list, arrow keys choose. The label is tied to it and read with it; a hint and an error are read after it (aria-describedby). Required lists carry required and aria-required; the asterisk is hidden from screen readers. An error is an alert and marks the list aria-invalid. The focus ring, the brand’s chevron and a 44 px height hold in every brand; in forced colours the chevron takes the text colour.',
      contentRules:
        "A label up to 40 characters that names what is chosen ('Soort inhoud'); options of one to three words, in a sensible order (most common first, or alphabetical); a first option that means 'no choice' when the choice is optional ('Alles'). An error says what to do ('Kies een provincie.').",
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): the content-type filter of search (/zoeken).',
    }),
  },
});

/** The search form's filter: a list of kinds of content, 'Alles' chosen. */
export const Default = meta.story({});

const province = {
  label: 'Provincie',
  required: true,
  hint: 'De provincie waar je woont.',
  defaultValue: '',
  children: (
    <>
      <option value="">Kies een provincie</option>
      <option value="groningen">Groningen</option>
      <option value="utrecht">Utrecht</option>
      <option value="limburg">Limburg</option>
    </>
  ),
};

/** A required list with a hint under its label. */
export const RequiredWithHint = meta.story({ args: province });

/** A required list left without a choice: the error is an alert tied to it, the list is invalid. */
export const WithError = meta.story({ args: { ...province, error: 'Kies een provincie.' } });

/** A list that cannot be changed now: dashed border, muted text and chevron. */
export const Disabled = meta.story({ args: { disabled: true } });
