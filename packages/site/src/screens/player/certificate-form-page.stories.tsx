import { AuthProvider, createStaticBotCheck } from '@dementie/auth';
import {
  createMemoryStorage,
  createPlayerStore,
  DEFAULT_EXIT_HREF,
  DEFAULT_LANDING_HREF,
  DEFAULT_RESULT_HREF,
  TrainingPlayer,
} from '@dementie/elearning-player';
import { createMemoryTrainingBackend, demoCourse } from '@dementie/elearning-player/testing';
import { useBrand } from '@dementie/i18n-catalogues/react';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { createSiteServices } from '../../services/create-site-services';
import { createFakeServer } from '../../testing/fake-server';
import { storyBrands } from '../../testing/site-story';
import { siteCertificateForm } from './player-island';
import { TRAININGS_PATH } from './training-paths';

/*
 * The player's last page when the learner asks for a certificate (spec 3 §2): the training player
 * with the auth package's real certificate form in it, composed as the site's player route does.
 * The run is on the player's in-memory backend, every answer right; the form's calls go to the
 * site's fake server (the api-client's wire fixtures).
 */

/** Activities marked with their answers: the demo course answered right throughout. */
const allRight = { 111: [], 211: [], 112: [1121, 1123], 113: [1131], 114: [3101], 212: [2121, 2123] };

function CertificateFormPage({ achieved }: { achieved: boolean }) {
  const brand = useBrand();
  const [{ store, services }] = useState(() => {
    const backend = createMemoryTrainingBackend(demoCourse, {
      run: { done: achieved ? allRight : { ...allRight, 112: [1122], 113: [1132], 212: [2122] } },
    });
    const created = createPlayerStore({
      backend,
      courseId: demoCourse.id,
      trainingName: 'Dementie herkennen',
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      track: () => {},
    });
    void created.start().then(() => created.openCertificateForm());
    const server = createFakeServer();
    return {
      store: created,
      services: createSiteServices({
        brand: storyBrands[brand],
        origin: window.location.origin,
        fetch: server.fetch,
      }),
    };
  });
  const navigation = { navigate: () => {}, searchParams: new URLSearchParams() };
  return (
    // The bot check answers at once (no challenge server in a story).
    <AuthProvider store={services.auth} botCheck={createStaticBotCheck('story-token')}>
      <TrainingPlayer
        courseId={demoCourse.id}
        store={store}
        currentPath={`/trainingen/${demoCourse.id}`}
        // The site's ways out, as its player route gives them.
        closeHref={TRAININGS_PATH}
        exitHref={DEFAULT_EXIT_HREF}
        landingHref={DEFAULT_LANDING_HREF}
        resultHref={DEFAULT_RESULT_HREF}
        navigate={() => {}}
        renderCertificateForm={siteCertificateForm(navigation)}
      />
    </AuthProvider>
  );
}

const meta = preview.meta({
  title: 'Player/Certificate form page',
  component: CertificateFormPage,
  parameters: {
    guidance: guidance({
      whenToUse:
        "The player's last page when a learner who passed asks for a certificate: the training player with the certificate form in it.",
      whenNotToUse: 'Not shown when the training was not passed, and not outside the player.',
      keyboardAndScreen:
        "The form's fields are labelled and reached with Tab; the first field with an error takes focus and errors are alerts tied to their fields.",
      contentRules: 'Texts from the catalogue; the name as it must appear on the certificate.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at the end of a training (/trainingen/<id>).',
    }),
    layout: 'fullscreen',
  },
  args: { achieved: true },
});

/** The training passed: the certificate form on the player's last page. */
export const Achieved = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vraag je certificaat aan' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /E-mailadres/ })).toBeVisible();
    // The form's code loads when the learner reaches it; its button is enabled once the bot check is ready.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Vraag je certificaat aan' })).toBeEnabled(),
    );
  },
});
