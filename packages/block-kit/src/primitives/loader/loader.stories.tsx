import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { Loader } from './loader';

const meta = preview.meta({
  title: 'Foundations/Primitives/Loader',
  component: Loader,
  parameters: {
    guidance: guidance({
      whenToUse:
        "While content loads and there is nothing else to show: a spinner with 'De inhoud wordt geladen...', as a block or inline beside a button.",
      whenNotToUse:
        'Not for a page that loads quickly (it flashes) and not as decoration; not forever: every loading state ends in content or a message.',
      keyboardAndScreen:
        'A status region: a screen reader reads its label without moving focus. The spinner is hidden from screen readers; with the label hidden it is still read.',
      contentRules:
        "The default label comes from the catalogue; a label of its own is a short phrase ('Even geduld').",
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): on the overviews (/nieuws, 'Meer laden'), the related-content blocks, the account screens and the first load of a page.",
    }),
  },
});

export const Default = meta.story({});

export const Inline = meta.story({ args: { inline: true, label: 'Even geduld' } });

export const HiddenLabel = meta.story({ args: { hideLabel: true } });
