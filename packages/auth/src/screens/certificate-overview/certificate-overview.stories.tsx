import { failed } from '@dementie/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { resultStorageKeys } from '../../store/result-storage';
import { testCertificateId } from '../../test-support/fixtures';
import { StoryAuth, storyApi, storyNavigation, storyStorage } from '../../test-support/story-support';
import { CertificateOverviewScreen } from './certificate-overview-screen';

const meta = {
  title: 'Account/Certificate overview',
  component: CertificateOverviewScreen,
  args: {
    certificateId: testCertificateId,
    navigation: storyNavigation(),
    onNotFound: () => {},
    siteUrl: 'https://www.dementie.example',
  },
} satisfies Meta<typeof CertificateOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged out' }}
      storage={storyStorage({ [resultStorageKeys.certificateId]: testCertificateId })}
    >
      <CertificateOverviewScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Download je certificaat' });
  },
};

export const Guest: Story = {
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <CertificateOverviewScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Doe de training ook' });
  },
};

/** The certificate cannot be loaded now (not a missing one): a plain message. */
export const Failed: Story = {
  render: (args) => (
    <StoryAuth
      state={{ status: 'logged out' }}
      api={storyApi({ certificatePage: async () => failed(500, 'story: server error') })}
    >
      <CertificateOverviewScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
};
