import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { ENGLISH_EDITOR_TEXTS } from '../../../../test-utils/english-editor-texts';
import { renderWithI18n } from '../primitives/test-support/render';
import { setReducedMotion } from '../widgets/test-support/dom';
import { ImagePicker } from './image-picker';
import { createFakePickerClient } from './picker.fixtures';
import { RichTextEditor } from './rich-text-editor';

// The editor tools speak Dutch, as the rest of the product (decision 0087): the
// specs quote these texts in English, and none of them may reach an editor's screen.

/** Every text on the screen as an element holds it, and every label given by an attribute. */
function shownTexts(): string[] {
  return [...document.body.querySelectorAll('*')].flatMap((element) =>
    [element.textContent, element.getAttribute('aria-label'), element.getAttribute('title')].flatMap(
      (text) => (text ? [text.trim()] : []),
    ),
  );
}

/** Each test ends by looking at everything it showed: no English text of the list is among it. */
function expectNoEnglish(): void {
  const english: ReadonlySet<string> = new Set(ENGLISH_EDITOR_TEXTS);
  expect(shownTexts().filter((text) => english.has(text))).toEqual([]);
}

beforeAll(() => setReducedMotion(true));

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Kies een afbeelding' }));
  return screen.getByRole('region', { name: 'Afbeeldingen' });
}

describe('the image picker in Dutch', () => {
  it('names its buttons in Dutch', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ImagePicker client={createFakePickerClient()} />);
    const panel = await openPanel(user);
    await within(panel).findByRole('button', { name: 'foto-1.jpg' });
    for (const name of ['Uploaden', 'Kiezen', 'Verwijderen', 'Meer afbeeldingen laden']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
    expectNoEnglish();
  });

  it.each([
    ['pending', 'De afbeeldingen worden geladen...'],
    ['failed', 'De afbeeldingen konden niet worden geladen. Probeer het later opnieuw.'],
    ['unauthorized', 'Je mag de afbeeldingen niet bekijken. Log in als redacteur.'],
    ['connection-error', 'Er is geen verbinding. Controleer je internet en probeer het opnieuw.'],
  ] as const)('says the %s list state in Dutch', async (list, message) => {
    const user = userEvent.setup();
    renderWithI18n(<ImagePicker client={createFakePickerClient({ list })} />);
    const panel = await openPanel(user);
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expectNoEnglish();
  });

  it('says the image library is empty in Dutch', async () => {
    renderWithI18n(<ImagePicker client={createFakePickerClient({ images: [] })} library />);
    expect(
      await screen.findByText('Er zijn nog geen afbeeldingen. Upload eerst een afbeelding.'),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  it('the upload dialog: Uploaden, Annuleren, and that it is busy', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <ImagePicker
        client={createFakePickerClient({ upload: 'pending' })}
        createPreview={async () => 'data:image/gif;base64,R0lGODlhAQABAAAAACw='}
      />,
    );
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeEnabled();
    await user.upload(
      within(dialog).getByLabelText('Kies een bestand'),
      new File(['x'], 'wandelen.jpg', { type: 'image/jpeg' }),
    );
    await within(dialog).findByRole('img', { name: 'Voorbeeld' });
    await user.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    expect(within(dialog).getByText('De afbeelding wordt geüpload...')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expectNoEnglish();
  });

  it('the delete dialog: Verwijderen or, for an image in use, Toch verwijderen; and Annuleren', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient({
      uses: { 'foto-2.jpg': [{ place: 'training', title: 'Goed contact', detail: 'Welkom' }] },
    });
    const { container } = renderWithI18n(<ImagePicker client={client} library />);
    const panel = screen.getByRole('region', { name: 'Afbeeldingen' });
    await user.click(await within(panel).findByRole('button', { name: 'foto-1.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    let dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    await within(dialog).findByText(/foto-1\.jpg wilt verwijderen/);
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    expect(await within(dialog).findByRole('button', { name: 'Toch verwijderen' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expectNoEnglish();
  });
});

describe('the rich-text editor in Dutch', () => {
  it('the link dialog asks for the address of the link, with Annuleren', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<RichTextEditor value="" />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Link' });
    expect(within(dialog).getByRole('textbox', { name: 'Adres van de link (URL)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    expectNoEnglish();
  });

  it('the image dialog has Annuleren', async () => {
    const user = userEvent.setup();
    renderWithI18n(<RichTextEditor value="" imageClient={createFakePickerClient()} />);
    await user.click(screen.getByRole('button', { name: 'Afbeelding' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding invoegen' });
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'foto-1.jpg' });
    expect(within(dialog).getByRole('button', { name: 'Kiezen' })).toBeDisabled();
    expectNoEnglish();
  });
});
