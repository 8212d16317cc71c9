import './test-dom';
import { type EditableBlock, serializeEditableDocument } from '@dementie/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cropsOf, EditableDocumentEditor } from './document-editor';
import type { DocumentTarget } from './document-target';
import { firstSaved, renderNl, slide } from './editor-test-render';
import { createFakeEditorBackend } from './test-backend';

/** An answer's document: the picker tests edit one, as an editor would under an info-slide answer. */
const answerSlide: DocumentTarget = { kind: 'InfoSlideAnswer', id: 5, field: 'SlideAnswerContent' };

/** Adds an image block and chooses wandelen.jpg from the fake storage, as an editor does. */
async function addStoredImage(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Soort blok' }), 'Afbeelding');
  await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
  await user.click(screen.getByRole('button', { name: 'Kies een afbeelding' }));
  await user.dblClick(await screen.findByRole('button', { name: 'wandelen.jpg' }));
}

describe('EditableDocumentEditor: images and icons (spec 3 §6)', () => {
  it('picks an image from storage into an image block, with its variants as crops', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    renderNl(<EditableDocumentEditor value="" target={answerSlide} backend={backend} />);
    await addStoredImage(user);
    // Decision 0048: the alt text starts empty (not the file name) and is required on save.
    const alt = screen.getByRole('textbox', { name: /alt-tekst/ });
    expect(alt).toHaveValue('');
    expect(alt).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vul een beschrijving van de afbeelding in, of kies dat ze alleen versiering is.',
    );
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(backend.saved).toHaveLength(0);
    await user.type(alt, 'Twee mensen wandelen');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saved = firstSaved(backend);
    // The original's size came with the variants: visitors' pages reserve its space.
    expect(saved[0]).toMatchObject({
      Kind: 'Image',
      Content: {
        url: '/blobstorage/pictures/wandelen.jpg',
        alt: 'Twee mensen wandelen',
        width: 1200,
        height: 800,
      },
    });
    expect(backend.calls).toContain('variants wandelen.jpg');
    expect(cropsOf('/blobstorage/pictures/wandelen.jpg')[0]).toEqual({
      url: '/blobstorage/pictures-300/wandelen_300.jpg',
      width: 300,
    });
  });

  it("waits for an uploaded image's size before saving, so no change arrives after 'Opgeslagen.' (decision 0040)", async () => {
    const user = userEvent.setup();
    const fake = createFakeEditorBackend();
    let release = () => {};
    const sizeKnown = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The server is still making the variants: their answer (with the original's size) comes later.
    const backend = {
      ...fake,
      async createBlobVariants(name: string) {
        await sizeKnown;
        return fake.createBlobVariants(name);
      },
    };
    renderNl(<EditableDocumentEditor value="" target={answerSlide} backend={backend} />);
    await addStoredImage(user);
    await user.type(screen.getByRole('textbox', { name: /alt-tekst/ }), 'Twee mensen wandelen');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByText('Bezig met opslaan...')).toBeInTheDocument();
    expect(fake.saved).toHaveLength(0);
    release();
    await screen.findByText('Opgeslagen.');
    const saved = firstSaved(fake);
    expect(saved[0]).toMatchObject({ Kind: 'Image', Content: { width: 1200, height: 800 } });
    // The picker's own answer arrives too: the same size, so nothing is left unsaved.
    await waitFor(() =>
      expect(fake.calls.filter((call) => call === 'variants wandelen.jpg')).toHaveLength(2),
    );
    expect(screen.getByText('Opgeslagen.')).toBeInTheDocument();
    expect(screen.queryByText('Nog niet opgeslagen.')).not.toBeInTheDocument();
  });

  it('saves a decorative image with an empty alt', async () => {
    const user = userEvent.setup();
    const backend = createFakeEditorBackend();
    const image: EditableBlock = {
      Kind: 'Image',
      Content: { url: '/blobstorage/pictures/wandelen.jpg', alt: '', crops: [] },
    };
    renderNl(
      <EditableDocumentEditor
        value={serializeEditableDocument([image])}
        target={answerSlide}
        backend={backend}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: /alleen versiering/ }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saved = firstSaved(backend);
    expect(saved[0]).toMatchObject({ Kind: 'Image', Content: { alt: '', decorative: true } });
  });

  it('accepts only SVG icons for an expandable, sized 56x56', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const backend = createFakeEditorBackend();
    renderNl(<EditableDocumentEditor value="" target={slide} backend={backend} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort blok' }), 'Uitklapblok');
    await user.click(screen.getByRole('button', { name: 'Blok toevoegen' }));
    const input = screen.getByLabelText('Icoon (alleen SVG)');
    await user.upload(input, new File(['png'], 'icoon.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kies een SVG-bestand.');
    await user.upload(
      input,
      new File(
        ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="4"/></svg>'],
        'hart.svg',
        {
          type: 'image/svg+xml',
        },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Meer weten');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saved = firstSaved(backend);
    expect(saved[0]?.Kind).toBe('Expandable');
    const content = saved[0]?.Content as { icon: string; title: string };
    expect(content.title).toBe('Meer weten');
    expect(content.icon).toMatch(/width="56"/);
    expect(content.icon).toMatch(/height="56"/);
  });
});
