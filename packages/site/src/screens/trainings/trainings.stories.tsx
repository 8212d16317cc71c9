import preview from '../../../../../.storybook/preview';
import { SiteStory } from '../../testing/site-story';
import { TrainingsScreen } from './trainings-screen';

/** `/trainingen` (spec 2 §2.1): every training with a button to start it; empty and failed lists. */
const meta = preview.meta({
  title: 'Site screens/Trainings',
  component: TrainingsScreen,
  parameters: { layout: 'fullscreen' },
});

const COURSES = 'GET /api/elearning/GetCourses';

export const Trainings = meta.story({ render: () => <SiteStory path="/trainingen" /> });

export const Empty = meta.story({
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ body: [] }) }} />,
});

export const Failed = meta.story({
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ status: 500 }) }} />,
});
