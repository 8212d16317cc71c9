import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { renderWithI18n } from '../primitives/test-support/render';
import { setReducedMotion } from '../widgets/test-support/dom';
import { ImagePicker } from './image-picker';
import { createFakePickerClient, pickerImages } from './picker.fixtures';

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Kies een afbeelding' }));
  return screen.getByRole('region', { name: 'Afbeeldingen' });
}

// Modals close without their 350 ms animation here (reduced motion), so no test waits on a timer.
beforeAll(() => setReducedMotion(true));

/** Opens the upload dialog from the panel, chooses a small JPEG and presses Upload. */
async function uploadSmallJpeg(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Uploaden' }));
  const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
  await user.upload(
    within(dialog).getByLabelText('Kies een bestand'),
    new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
}

describe('ImagePicker', () => {
  it('highlights the mandatory, empty URL field and loads 15 images when the panel opens', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient();
    const { container } = renderWithI18n(<ImagePicker client={client} />);
    const url = screen.getByRole('textbox', { name: /Adres van de afbeelding/ });
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toBeRequired();
    expect(client.calls).toEqual([]); // nothing loads before the panel opens
    const panel = await openPanel(user);
    expect(await within(panel).findByRole('button', { name: 'foto-1.jpg' })).toBeInTheDocument();
    expect(client.calls).toEqual(['list 0 15']);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(15);
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it("'Meer afbeeldingen laden' adds 10 and is disabled once every image is shown", async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient({ images: pickerImages(27) });
    renderWithI18n(<ImagePicker client={client} />);
    const panel = await openPanel(user);
    await within(panel).findByRole('button', { name: 'foto-15.jpg' });
    await user.click(within(panel).getByRole('button', { name: 'Meer afbeeldingen laden' }));
    await within(panel).findByRole('button', { name: 'foto-25.jpg' });
    expect(client.calls).toEqual(['list 0 15', 'list 15 10']);
    await user.click(within(panel).getByRole('button', { name: 'Meer afbeeldingen laden' }));
    await within(panel).findByRole('button', { name: 'foto-27.jpg' });
    expect(within(panel).getByRole('button', { name: 'Meer afbeeldingen laden' })).toBeDisabled();
    expect(within(panel).getByText('27 van 27 afbeeldingen')).toBeInTheDocument();
  });

  it.each([
    ['pending', 'De afbeeldingen worden geladen...'],
    ['failed', 'De afbeeldingen konden niet worden geladen. Probeer het later opnieuw.'],
    ['unauthorized', 'Je mag de afbeeldingen niet bekijken. Log in als redacteur.'],
    ['connection-error', 'Er is geen verbinding. Controleer je internet en probeer het opnieuw.'],
  ] as const)('shows the %s list state', async (list, message) => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<ImagePicker client={createFakePickerClient({ list })} />);
    const panel = await openPanel(user);
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Meer afbeeldingen laden' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('shows the empty container message', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ImagePicker client={createFakePickerClient({ images: [] })} />);
    const panel = await openPanel(user);
    expect(
      await within(panel).findByText('Er zijn nog geen afbeeldingen. Upload eerst een afbeelding.'),
    ).toBeInTheDocument();
  });

  it('a click makes an image pending; Confirm chooses it, closes the panel and asks for variants', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const client = createFakePickerClient();
    const { container } = renderWithI18n(<ImagePicker client={client} onChange={onChange} />);
    const panel = await openPanel(user);
    const card = await within(panel).findByRole('button', { name: 'foto-3.jpg' });
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeEnabled();
    await expectNoAxeViolations(container);
    await user.click(within(panel).getByRole('button', { name: 'Kiezen' }));
    expect(screen.queryByRole('region', { name: 'Afbeeldingen' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ alt: 'foto-3.jpg' }));
    expect(client.calls).toContain('variants foto-3.jpg');
    expect(screen.getByRole('img', { name: 'foto-3.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adres van de afbeelding/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('a double-click chooses at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const client = createFakePickerClient();
    renderWithI18n(<ImagePicker client={client} onChange={onChange} />);
    const panel = await openPanel(user);
    await user.dblClick(await within(panel).findByRole('button', { name: 'foto-5.jpg' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ alt: 'foto-5.jpg' }));
    expect(client.calls).toContain('variants foto-5.jpg');
  });

  it('delete asks first; Cancel keeps the image pending, Delete removes it', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient();
    const { container } = renderWithI18n(<ImagePicker client={client} />);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    let dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    // An image nobody uses gets the plain confirmation.
    expect(await within(dialog).findByText(/foto-2\.jpg wilt verwijderen/)).toBeInTheDocument();
    expect(client.calls).toContain('uses foto-2.jpg');
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(within(panel).getByRole('button', { name: 'foto-2.jpg' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    await within(dialog).findByText(/foto-2\.jpg wilt verwijderen/);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'foto-2.jpg' })).not.toBeInTheDocument(),
    );
    expect(client.calls).toContain('delete foto-2.jpg');
    expect(within(panel).getByRole('button', { name: 'Kiezen' })).toBeDisabled();
  });

  it('as the image library: the list only, open at once, upload and delete but no Confirm (decision 0013)', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient();
    const { container } = renderWithI18n(<ImagePicker client={client} library />);
    const panel = screen.getByRole('region', { name: 'Afbeeldingen' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Afbeeldingen' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Adres van de afbeelding/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kies een afbeelding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kiezen' })).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'foto-2.jpg' })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByRole('button', { name: 'Uploaden' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('names where an image is used and asks again with a warning before deleting it anyway', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient({
      uses: {
        'foto-2.jpg': [
          { place: 'page', title: 'Over ons', path: '/over-ons' },
          { place: 'training', title: 'Dementie herkennen', detail: 'Wat is dementie?' },
        ],
      },
    });
    const { container } = renderWithI18n(<ImagePicker client={client} />);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    const places = await within(dialog).findByRole('list', { name: 'Deze afbeelding staat op:' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pagina ‘Over ons’ (/over-ons)',
      'Training ‘Dementie herkennen’, onderdeel ‘Wat is dementie?’',
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Als je foto-2.jpg verwijdert, tonen deze pagina’s geen afbeelding meer.',
    );
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Toch verwijderen' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'foto-2.jpg' })).not.toBeInTheDocument(),
    );
    expect(client.calls).toContain('delete foto-2.jpg force');
  });

  it('shows the places when the image came into use after the dialog opened (409), and waits', async () => {
    const user = userEvent.setup();
    const client = createFakePickerClient({
      uses: { 'foto-3.jpg': [{ place: 'page', title: 'Nieuws' }] },
    });
    // The uses call saw no use yet (a stale answer); the server's delete refuses.
    client.blobUses = async () => ({ kind: 'loaded', value: [] });
    renderWithI18n(<ImagePicker client={client} />);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'foto-3.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding verwijderen?' });
    await within(dialog).findByText(/foto-3\.jpg wilt verwijderen/);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(dialog).findByText('Pagina ‘Nieuws’')).toBeInTheDocument();
    expect(client.calls).toEqual(expect.arrayContaining(['delete foto-3.jpg']));
    expect(client.calls).not.toContain('delete foto-3.jpg force');
    expect(within(panel).getByRole('button', { name: 'foto-3.jpg' })).toBeInTheDocument();
  });

  it('shows thumbnails from the small variant with a fixed size, falling back to the original', async () => {
    const user = userEvent.setup();
    const images = [
      { alt: 'wandelen.jpg', url: '/blobstorage/pictures/wandelen.jpg', createdDate: '2026-03-05T10:00:00Z' },
    ];
    const { container } = renderWithI18n(<ImagePicker client={createFakePickerClient({ images })} />);
    const panel = await openPanel(user);
    await within(panel).findByRole('button', { name: 'wandelen.jpg' });
    const thumb = container.querySelector<HTMLImageElement>('.bk-picker__thumb');
    expect(thumb).toHaveAttribute('src', '/blobstorage/pictures-300/wandelen_300.jpg');
    expect(thumb).toHaveAttribute('width', '300');
    expect(thumb).toHaveAttribute('height', '225');
    thumb?.dispatchEvent(new Event('error'));
    expect(thumb).toHaveAttribute('src', '/blobstorage/pictures/wandelen.jpg');
  });

  it.each([
    ['not-an-image', 'Dit bestand is geen afbeelding. Kies een JPG, PNG, GIF of WebP.'],
    ['too-large', 'Dit bestand is te groot. Het mag hoogstens 10 MB zijn.'],
    ['too-many-pixels', 'Deze afbeelding heeft te veel pixels. Ze mag hoogstens 40 megapixels hebben.'],
  ] as const)('says why the server refused an upload: %s', async (uploadRefusal, message) => {
    const user = userEvent.setup();
    renderWithI18n(
      <ImagePicker client={createFakePickerClient({ uploadRefusal })} createPreview={async () => 'data:,'} />,
    );
    const panel = await openPanel(user);
    await uploadSmallJpeg(user, panel);
    expect(await within(panel).findByText(message, { exact: false })).toBeInTheDocument();
  });

  it('says at once why a chosen file cannot be uploaded (not an image, too large)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithI18n(
      <ImagePicker client={createFakePickerClient()} createPreview={async () => 'data:,'} />,
    );
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    const input = within(dialog).getByLabelText('Kies een bestand');
    await user.upload(input, new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dit bestand is geen afbeelding. Kies een JPG, PNG, GIF of WebP.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Uploaden' })).toBeDisabled();
    await expectNoAxeViolations(container);
    const big = new File(['x'], 'groot.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dit bestand is te groot. Het mag hoogstens 10 MB zijn.',
    );
  });

  it('a failed delete returns the image to pending with a message', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ImagePicker client={createFakePickerClient({ remove: 'failed' })} />);
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'foto-2.jpg' }));
    await user.click(within(panel).getByRole('button', { name: 'Verwijderen' }));
    await within(screen.getByRole('dialog')).findByText(/foto-2\.jpg wilt verwijderen/);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(
      await within(panel).findByText('Verwijderen is niet gelukt. Probeer het opnieuw.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'foto-2.jpg' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("uploads: Upload disabled until a file is chosen, a preview, 'De afbeelding wordt geüpload...', then the new image first", async () => {
    const user = userEvent.setup();
    let finish: (() => void) | undefined;
    const client = createFakePickerClient();
    const upload = client.uploadBlob.bind(client);
    client.uploadBlob = (name, file) =>
      new Promise((resolve) => {
        finish = () => void upload(name, file).then(resolve);
      });
    const { container } = renderWithI18n(
      <ImagePicker
        client={client}
        createPreview={async () => 'data:image/gif;base64,R0lGODlhAQABAAAAACw='}
      />,
    );
    const panel = await openPanel(user);
    await within(panel).findByRole('button', { name: 'foto-1.jpg' });
    await user.click(within(panel).getByRole('button', { name: 'Uploaden' }));
    const dialog = screen.getByRole('dialog', { name: 'Afbeelding uploaden' });
    expect(within(dialog).getByRole('button', { name: 'Uploaden' })).toBeDisabled();
    await user.upload(
      within(dialog).getByLabelText('Kies een bestand'),
      new File(['png'], 'Mijn Foto.PNG', { type: 'image/png' }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Voorbeeld' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: 'Uploaden' }));
    expect(within(dialog).getByText('De afbeelding wordt geüpload...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Uploaden' })).toBeDisabled();
    finish?.();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.calls).toContain('upload mijn-foto.png');
    const cards = within(panel).getAllByRole('button', { pressed: true });
    expect(cards[0]).toHaveAccessibleName('mijn-foto.png');
  });

  it('a failed upload closes the modal and says so', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ImagePicker
        client={createFakePickerClient({ upload: 'failed' })}
        createPreview={async () => 'data:,'}
      />,
    );
    const panel = await openPanel(user);
    await uploadSmallJpeg(user, panel);
    expect(
      await within(panel).findByText('Het uploaden is niet gelukt. Probeer het opnieuw.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("accepts an address typed in: alt 'custom'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<ImagePicker client={createFakePickerClient()} onChange={onChange} />);
    await user.type(
      screen.getByRole('textbox', { name: /Adres van de afbeelding/ }),
      'https://example.nl/a.jpg',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      alt: 'custom',
      url: 'https://example.nl/a.jpg',
      createdDate: '',
    });
  });

  it('read mode shows the image without editing controls', async () => {
    const image = pickerImages(1)[0];
    const { container } = renderWithI18n(
      <ImagePicker client={createFakePickerClient()} initialValue={image} readOnly />,
    );
    expect(screen.getByRole('img', { name: 'foto-1.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Adres van de afbeelding/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
