import { failed } from '@dementie/api-client';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { resultStorageKeys } from '../../store/result-storage';
import { testCertificateId } from '../../test-support/fixtures';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { CertificateOverviewScreen } from './certificate-overview-screen';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Certificate overview',
  component: CertificateOverviewScreen,
  args: {
    certificateId: testCertificateId,
    navigation: storyNavigation(),
    onNotFound: () => {},
    siteUrl: 'https://www.dementie.example',
  },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        "The certificate page /jouw-resultaat/<id>: the certificate to download and share for its owner, with 'Nog een keer feest!'; for a guest who opens a shared link, the invitation to do the training too.",
      whenNotToUse:
        "Not for the result of a training that was not passed, nor as a list of certificates (the visitor's trainings page lists them).",
      keyboardAndScreen:
        "Headings name the parts (the certificate, sharing, suggestions); 'Download je certificaat' is a link; the share options are button-styled links to the networks that open in a new tab and say so to screen readers. The confetti is decorative and not offered under reduced motion.",
      contentRules: 'Texts from the catalogue; the name on the certificate as the visitor gave it.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /jouw-resultaat/<certificaat>, from the certificate mail or a shared link.',
    }),
  },
});

/**
 * The owner's own certificate, with the celebration: 'Nog een keer feest!' is offered only to visitors
 * who did not ask for reduced motion (it fires confetti), so its drawing with motion differs from its
 * reduced-motion drawing by design (tag `motion-differs`, decision 0077).
 */
export const Owner = meta.story({
  tags: ['motion-differs'],
  parameters: {
    auth: {
      state: { status: 'logged out' },
      storage: { [resultStorageKeys.certificateId]: testCertificateId },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Download je certificaat' });
  },
});

export const Guest = meta.story({
  parameters: { auth: { state: { status: 'logged out' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Doe de training ook' });
  },
});

/** The certificate cannot be loaded now (not a missing one): a plain message. */
export const Failed = meta.story({
  parameters: {
    auth: {
      state: { status: 'logged out' },
      api: storyApi({ certificatePage: async () => failed(500, 'story: server error') }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert');
  },
});
