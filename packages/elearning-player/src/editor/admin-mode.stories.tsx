import type { StoryContext } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../../../../.storybook/guidance';
import preview from '../../../../.storybook/preview';
import type { Position } from '../domain/course';
import { createMemoryStorage } from '../domain/storage';
import { createPlayerStore } from '../store/player-store';
import { OUR_SITE_WAYS_OUT } from '../test-support/site-ways-out';
import { demoCourse } from '../testing/demo-course';
import { createMemoryTrainingBackend } from '../testing/memory-backend';
import { TrainingPlayer } from '../ui/training-player';
import { createFakeEditorBackend } from './test-backend';

/*
 * The editor's view of a training (admin mode, spec 3 §6; decision 0049): the editor bar with the way
 * to every activity, Next/Previous without answering, an editor for every document (the activity,
 * each answer, each flip card's back) and the question before leaving with unsaved edits. No run
 * is made: the in-memory backend is asked for the outline only.
 */

const loadDocumentEditor = () => import('./document-editor');

interface AdminStoryProps {
  /** The activity to open once the editor's view is there. Default the first. */
  readonly position?: Position;
}

function AdminStory({ position }: AdminStoryProps): ReactNode {
  const [store] = useState(() => {
    const created = createPlayerStore({
      backend: createMemoryTrainingBackend(demoCourse),
      courseId: demoCourse.id,
      trainingName: 'Dementie herkennen',
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      track: () => {},
    });
    if (position) {
      const stop = created.subscribe(() => {
        const state = created.getState();
        if (!state.editing || state.run.kind !== 'loaded' || !state.position) return;
        stop();
        if (state.position.activityId !== position.activityId) created.goTo(position);
      });
    }
    return created;
  });
  const [editorBackend] = useState(() => createFakeEditorBackend({ editor: true }));
  return (
    <TrainingPlayer
      courseId={demoCourse.id}
      store={store}
      address="/admin/trainingen/3"
      currentPath="/trainingen/3"
      {...OUR_SITE_WAYS_OUT}
      editorBackend={editorBackend}
      documentEditor={loadDocumentEditor}
      navigate={() => {}}
    />
  );
}

/** The editor loads lazily (Lexical): in a busy test browser that can take a few seconds. */
const loaded = { timeout: 15_000 };

/** A play that waits for the editor region `name` and sees it. */
const showsEditor =
  (name: string) =>
  async ({ canvas }: StoryContext) => {
    await expect(await canvas.findByRole('region', { name }, loaded)).toBeVisible();
  };

const meta = preview.meta({
  title: 'Player/Admin mode',
  component: AdminStory,
  tags: ['test'],
  parameters: {
    guidance: guidance({
      whenToUse:
        'For editors: the training as the player shows it, with an editor bar to jump to any activity, Next and Previous without answering, and an editor for every text.',
      whenNotToUse: 'Not for visitors and not for making a new training from scratch.',
      keyboardAndScreen:
        "The editor bar is a navigation landmark; the current activity has aria-current. Each editor is a labelled region. Leaving with unsaved edits asks first in a modal, with 'Blijven' focused.",
      contentRules:
        "The rules of the training's content: B1 Dutch, one idea per activity, alt text on pictures.",
      brands:
        "All three brands (dementie, dementievriendelijk, alzheimer): only for signed-in editors, on a training's page (/trainingen/<id>).",
    }),
    layout: 'fullscreen',
  },
});

/** An info slide with the editor bar opened at the list of chapters and activities. */
export const EditorBarAndActivity = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Inhoud van de activiteit bewerken: Welkom' }, loaded);
    const bar = canvas.getByRole('region', { name: 'Bewerkmodus' });
    await userEvent.click(within(bar).getByText('Naar een activiteit'));
    await expect(within(bar).getByRole('button', { name: 'Welkom' })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: 'Volgende' })).not.toHaveAttribute('aria-disabled');
  },
});

/** A drag question: every answer has its own editor, no answering needed. */
export const DragQuestionAnswers = meta.story({
  args: { position: { activityId: 112, view: 'question' } },
  play: showsEditor('Antwoord 2 bewerken: Betaalt met pin'),
});

/** A flip-card question: each card's back is edited at once, without answering or flipping. */
export const FlipCardBacks = meta.story({
  args: { position: { activityId: 212, view: 'question' } },
  play: showsEditor("Achterkant van kaart 'Snel praten' bewerken"),
});

/** The ending: no result in the editor's view, the page's own content to edit. */
export const EndingPage = meta.story({
  args: { position: { activityId: 'summary page', view: 'question' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Hier ziet de deelnemer de uitslag/, {}, loaded)).toBeVisible();
  },
});

/** Volgende with unsaved edits: the question, with 'Blijven' focused. */
export const UnsavedChangesDialog = meta.story({
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole(
      'region',
      { name: 'Inhoud van de activiteit bewerken: Welkom' },
      loaded,
    );
    await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Soort blok' }), 'Tip');
    await userEvent.click(within(editor).getByRole('button', { name: 'Blok toevoegen' }));
    const tips = within(editor).getAllByRole('textbox', { name: 'Tekst van de tip' });
    await userEvent.type(tips.at(-1) as HTMLElement, 'Neem de tijd.');
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' }, loaded);
    await expect(within(dialog).getByRole('button', { name: 'Blijven' })).toHaveFocus();
  },
});
