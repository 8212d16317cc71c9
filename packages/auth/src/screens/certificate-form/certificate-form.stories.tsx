import { failed } from '@dementie/api-client';
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidance } from '../../../../../.storybook/guidance';
import preview from '../../../../../.storybook/preview';
import { testRunId, testUser } from '../../test-support/fixtures';
import { type StoryAuthTypes, storyApi, storyNavigation, withStoryAuth } from '../../test-support/stories';
import { CertificateForm } from './certificate-form';

const meta = preview.type<StoryAuthTypes>().meta({
  title: 'Account/Certificate form',
  component: CertificateForm,
  args: {
    achieved: true,
    runId: testRunId,
    courseId: 3,
    title: 'Vraag je certificaat aan',
    description: 'Vul je naam in zoals die op je certificaat moet staan.',
    navigation: storyNavigation(),
  },
  argTypes: { navigation: { table: { disable: true } }, runId: { table: { disable: true } } },
  decorators: [withStoryAuth],
  parameters: {
    guidance: guidance({
      whenToUse:
        'After a passed training, asking the name to put on the certificate and, for a visitor who is not signed in, the e-mail address to send it to.',
      whenNotToUse:
        "Not for visitors who did not pass (they see the result page's way to try again) and not for other forms.",
      keyboardAndScreen:
        'Labelled fields reached with Tab; on submit the first field with an error takes focus, and each error is an alert tied to its field. While sending, the form is busy (aria-busy).',
      contentRules:
        'The title and description say what the form is for; names as they must be printed; errors say how to fix them.',
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): on the result page /jouw-resultaat after a passed training, and in the player's last page.",
    }),
    auth: { state: { status: 'logged out' } },
  },
});

/** Types the visitor's e-mail address and, when given, first and last name into the form. */
async function fillIn(
  { canvas, userEvent }: StoryContext,
  fields: { email: string; firstName?: string; lastName?: string },
) {
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mailadres/ }), fields.email);
  if (fields.firstName)
    await userEvent.type(canvas.getByRole('textbox', { name: /Voornaam/ }), fields.firstName);
  if (fields.lastName)
    await userEvent.type(canvas.getByRole('textbox', { name: /Achternaam/ }), fields.lastName);
}

export const Initial = meta.story({});

export const EmptyFields = meta.story({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context, { email: 'anna@example.nl' });
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag je certificaat aan' }));
    await canvas.findAllByRole('alert');
  },
});

export const ProfanityFound = meta.story({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context, { email: 'anna@example.nl', firstName: 'Kut', lastName: 'Berg' });
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag je certificaat aan' }));
    await canvas.findByRole('alert');
  },
});

/** Sent with a wrong address and no names: every field to fix is marked at once, the focus on the first. */
export const EveryFieldToFix = meta.story({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context, { email: 'anna@' });
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag je certificaat aan' }));
    await expect(await canvas.findAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: /E-mailadres/ })).toHaveFocus();
  },
});

export const LoggedIn = meta.story({
  parameters: { auth: { state: { status: 'logged in', user: testUser } } },
});

/** An e-mail address that is not one: the field is marked and says how to write it. */
export const InvalidEmail = meta.story({
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context, { email: 'anna@example', firstName: 'Anna', lastName: 'Berg' });
    await userEvent.click(canvas.getByRole('button', { name: 'Vraag je certificaat aan' }));
    await expect(canvas.getByRole('textbox', { name: /E-mailadres/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

/** The certificate could not be made (the server failed): the general error under the form. */
export const GeneralError = meta.story({
  parameters: {
    auth: { api: storyApi({ createCertificate: async () => failed(500, 'story: server error') }) },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillIn(context, { email: 'anna@example.nl', firstName: 'Anna', lastName: 'Berg' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Vraag je certificaat aan' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});
