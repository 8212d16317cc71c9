import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteStory } from '../../testing/site-story';
import { TrainingsScreen } from './trainings-screen';

/** `/trainingen` (spec 2 §2.1): every training with a button to start it; empty and failed lists. */
const meta = {
  title: 'Site screens/Trainings',
  component: TrainingsScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrainingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const COURSES = 'GET /api/elearning/GetCourses';

export const Trainings: Story = { render: () => <SiteStory path="/trainingen" /> };

export const Empty: Story = {
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ body: [] }) }} />,
};

export const Failed: Story = {
  render: () => <SiteStory path="/trainingen" answers={{ [COURSES]: () => ({ status: 500 }) }} />,
};
