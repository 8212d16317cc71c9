import { expect, userEvent, waitFor, within } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import { ImagePicker } from './image-picker';
import { createFakePickerClient, pickerImages } from './picker.fixtures';

const meta = preview.meta({
  title: 'Widgets/Editor/Image picker',
  component: ImagePicker,
  tags: ['test'],
  args: { client: createFakePickerClient() },
  parameters: {
    guidance: guidance({
      whenToUse:
        'For editors: choosing a picture from the image library for a field that needs one, and the library page itself to upload and delete pictures.',
      whenNotToUse:
        'Not on visitor pages. Not for files other than pictures (documents go through the CMS media library).',
      keyboardAndScreen:
        "The panel lists pictures as buttons named by their file name, reached with Tab; 'Kiezen' confirms, deleting asks first in a modal. Loading more is a button; progress and results are status messages.",
      contentRules:
        "Pictures with a file name that says what they show; the first 15 show, then 'Meer afbeeldingen laden'.",
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): only for signed-in editors, in the editors' pages (/redactie/afbeeldingen) and the training editor.",
    }),
  },
});

/** Closed, nothing chosen: the mandatory URL field is highlighted (spec 2 §5). */
export const Empty = meta.story({});

/** An image chosen earlier. */
export const WithImage = meta.story({ args: { initialValue: pickerImages(3)[2] ?? null } });

/** The panel with the first 15 images and 'Meer afbeeldingen laden'. */
export const PanelLoaded = meta.story({
  args: { client: createFakePickerClient(), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'foto-15.jpg' })).toBeVisible();
  },
});

/** The image library of the editor's pages (decision 0013): the list only, to upload and delete. */
export const Library = meta.story({
  args: { client: createFakePickerClient(), library: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'foto-15.jpg' })).toBeVisible();
  },
});

/** A card clicked: about to be selected; Confirm and Delete are enabled. */
export const AboutToBeSelected = meta.story({
  args: { client: createFakePickerClient(), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'foto-2.jpg' }));
    await expect(canvas.getByRole('button', { name: 'Kiezen' })).toBeEnabled();
  },
});

/** Delete pressed: the verify-delete modal (about to be deleted). */
export const VerifyDelete = meta.story({
  args: { client: createFakePickerClient(), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'foto-2.jpg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijderen' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Afbeelding verwijderen?' }),
    ).toHaveAttribute('open');
  },
});

/**
 * Delete pressed on an image in use (decision 0047): the modal names the places and warns that they will
 * show no image; the button says 'Toch verwijderen'.
 */
export const VerifyDeleteInUse = meta.story({
  args: {
    client: createFakePickerClient({
      uses: {
        'foto-2.jpg': [
          { place: 'page', title: 'Samen op pad', path: '/samen-op-pad' },
          { place: 'training', title: 'Dementie herkennen', detail: 'Wat is dementie?' },
        ],
      },
    }),
    defaultPanelOpen: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'foto-2.jpg' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Afbeelding verwijderen?' });
    const uses = await within(dialog).findByRole('list', { name: 'Deze afbeelding staat op:' });
    // The modal fades in from opacity 0 (reduced motion aside): visible once the fade has begun.
    await waitFor(() => expect(uses).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Toch verwijderen' })).toBeEnabled();
  },
});

/** The upload modal, waiting for a file (Upload disabled). */
export const UploadModal = meta.story({
  args: { client: createFakePickerClient(), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uploaden' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Afbeelding uploaden' }),
    ).toHaveAttribute('open');
  },
});

/** Uploading: 'De afbeelding wordt geüpload...' while the server works. */
export const Uploading = meta.story({
  args: { client: createFakePickerClient({ upload: 'pending' }), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uploaden' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Afbeelding uploaden' }));
    const png = await (
      await fetch(
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      )
    ).blob();
    await userEvent.upload(
      dialog.getByLabelText('Kies een bestand'),
      new File([png], 'wandeling.png', { type: 'image/png' }),
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Uploaden' }));
    // The dialog fades in (opacity 0 until its visible class is set): wait for the state, not a time.
    const uploading = await dialog.findByText('De afbeelding wordt geüpload...');
    await waitFor(() => expect(uploading).toBeVisible());
  },
});

/** The server refused the upload (too large): the panel says why, with the limit (decision 0046). */
export const UploadRefused = meta.story({
  args: { client: createFakePickerClient({ uploadRefusal: 'too-large' }), defaultPanelOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uploaden' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Afbeelding uploaden' }));
    await userEvent.upload(
      dialog.getByLabelText('Kies een bestand'),
      new File(['x'], 'groot.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Uploaden' }));
    await expect(
      await canvas.findByText('Dit bestand is te groot. Het mag hoogstens 10 MB zijn.'),
    ).toBeInTheDocument();
  },
});

/** 'De afbeeldingen worden geladen...' */
export const Loading = meta.story({
  args: { client: createFakePickerClient({ list: 'pending' }), defaultPanelOpen: true },
});

/** 'Er zijn nog geen afbeeldingen. Upload eerst een afbeelding.' */
export const NoImages = meta.story({
  args: { client: createFakePickerClient({ images: [] }), defaultPanelOpen: true },
});

/** 'De afbeeldingen konden niet worden geladen. Probeer het later opnieuw.' */
export const Failed = meta.story({
  args: { client: createFakePickerClient({ list: 'failed' }), defaultPanelOpen: true },
});

/** 'Je mag de afbeeldingen niet bekijken. Log in als redacteur.' */
export const NotAuthorized = meta.story({
  args: { client: createFakePickerClient({ list: 'unauthorized' }), defaultPanelOpen: true },
});

/** 'Er is geen verbinding. Controleer je internet en probeer het opnieuw.' */
export const ConnectionError = meta.story({
  args: { client: createFakePickerClient({ list: 'connection-error' }), defaultPanelOpen: true },
});

/** Read mode: the image and its address, no editing. */
export const ReadMode = meta.story({ args: { initialValue: pickerImages(1)[0] ?? null, readOnly: true } });
