import type { Meta, StoryObj } from '@storybook/react-vite';
import { UtilitiesBar } from './utilities-bar';

const meta = {
  title: 'Widgets/Utilities bar',
  component: UtilitiesBar,
  args: {
    pageUrl: 'https://www.dementie.nl/wat-is-dementie',
    pageTitle: 'Wat is dementie?',
    readAloud: {
      url: 'https://read.example/cgi-bin/read?customerid=1&lang=nl_nl',
      readId: 'main-content',
      readClass: 'rs-read',
    },
  },
} satisfies Meta<typeof UtilitiesBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A brand without a read-aloud service. */
export const WithoutReadAloud: Story = { args: { readAloud: undefined } };

/** The 'Deel' menu opened. */
export const ShareMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deel' }));
  },
};
