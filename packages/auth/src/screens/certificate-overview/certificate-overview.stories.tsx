import { failed } from '@dementie/api-client';
import preview from '../../../../../.storybook/preview';
import { resultStorageKeys } from '../../store/result-storage';
import { testCertificateId } from '../../test-support/fixtures';
import { StoryAuth, storyApi, storyNavigation, storyStorage } from '../../test-support/story-support';
import { CertificateOverviewScreen } from './certificate-overview-screen';

const meta = preview.meta({
  title: 'Account/Certificate overview',
  component: CertificateOverviewScreen,
  args: {
    certificateId: testCertificateId,
    navigation: storyNavigation(),
    onNotFound: () => {},
    siteUrl: 'https://www.dementie.example',
  },
});

export const Owner = meta.story({
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
});

export const Guest = meta.story({
  render: (args) => (
    <StoryAuth state={{ status: 'logged out' }}>
      <CertificateOverviewScreen {...args} />
    </StoryAuth>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Doe de training ook' });
  },
});

/** The certificate cannot be loaded now (not a missing one): a plain message. */
export const Failed = meta.story({
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
});
