import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { SiteStory } from '../../testing/site-story';
import { TrainingsScreen } from './trainings-screen';

/** `/trainingen` (spec 2 §2.1): every training with a button to start it; empty and failed lists. */
const meta = preview.meta({
  title: 'Site screens/Trainings',
  component: TrainingsScreen,
  parameters: {
    guidance: guidance({
      whenToUse:
        'The list of every training the brand offers at /trainingen, each with a button to start it; a message when the list is empty or cannot be loaded.',
      whenNotToUse: "Not for the visitor's own trainings (that is /mijn-trainingen).",
      keyboardAndScreen:
        "Each training is named by its heading; its start button is a link described by the training's title; a failure is an alert.",
      contentRules:
        'Training titles up to 60 characters and a description of one or two sentences, from the training service.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /trainingen, from the main menu.',
    }),
    layout: 'fullscreen',
  },
});

const COURSES = 'GET /api/elearning/GetCourses';

export const Trainings = meta.story({ render: () => <SiteStory path="/trainingen" /> });

export const Empty = meta.story({
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ body: [] }) }} />,
});

export const Failed = meta.story({
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ status: 500 }) }} />,
});
