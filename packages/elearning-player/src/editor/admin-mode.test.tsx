import './test-dom';
import { I18nProvider } from '@dementie/i18n-catalogues/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-utils/axe';
import { createMemoryStorage } from '../domain/storage';
import { demoCourse } from '../testing/demo-course';
import { createManualTimers } from '../testing/manual-timers';
import { createMemoryTrainingBackend, type MemoryRunState } from '../testing/memory-backend';
import { TrainingPlayer } from '../ui/training-player';
import { createFakeEditorBackend, type FakeEditorBackend } from './test-backend';

function play(address: string, editorBackend: FakeEditorBackend, run: MemoryRunState = {}) {
  return render(
    <div lang="nl" data-brand="dementie" className="dm-root">
      <I18nProvider brand="dementie">
        <TrainingPlayer
          courseId={demoCourse.id}
          backend={createMemoryTrainingBackend(demoCourse, { run })}
          editorBackend={editorBackend}
          address={address}
          currentPath={address}
          timers={createManualTimers()}
          track={() => undefined}
          sessionStorage={createMemoryStorage()}
          localStorage={createMemoryStorage()}
          reducedMotion
        />
      </I18nProvider>
    </div>,
  );
}

describe('admin mode of the player (spec 3 §6)', () => {
  it("an editor on an 'admin' address edits the activity's document", async () => {
    const backend = createFakeEditorBackend({ editor: true });
    const { container } = play('/admin/trainingen/1', backend);
    expect(await screen.findByRole('region', { name: 'Inhoud bewerken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
    expect(backend.calls).toContain('isEditor');
    await expectNoAxeViolations(container);
  });

  it('a visitor on a normal address gets no editor and no admin check', async () => {
    const backend = createFakeEditorBackend({ editor: true });
    play('/trainingen/1', backend);
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(screen.queryByRole('region', { name: 'Inhoud bewerken' })).not.toBeInTheDocument();
    expect(backend.calls).not.toContain('isEditor');
  });

  it("an 'admin' address without the editor role stays read-only", async () => {
    const backend = createFakeEditorBackend({ editor: false });
    play('/admin/trainingen/1', backend);
    await screen.findByRole('heading', { level: 1, name: 'Welkom' });
    expect(backend.calls).toContain('isEditor');
    expect(screen.queryByRole('region', { name: 'Inhoud bewerken' })).not.toBeInTheDocument();
  });

  const answerCases: readonly { name: string; kind: string; run: MemoryRunState }[] = [
    { name: 'info-slide question', kind: 'InfoSlideAnswer', run: { done: { 111: [], 112: [] } } },
    { name: 'statement', kind: 'StatementAnswer', run: { done: { 111: [], 112: [], 113: [1131] } } },
  ];
  it.each(answerCases)(
    'an editor edits each answer document of a $name (SlideAnswerContent)',
    async ({ kind, run }) => {
      const user = userEvent.setup();
      const backend = createFakeEditorBackend({ editor: true });
      const { container } = play('/admin/trainingen/1', backend, run);
      const editors = await screen.findAllByRole('region', { name: /^Antwoord \d bewerken$/ });
      expect(editors.length).toBeGreaterThan(1);
      const first = editors[0] as HTMLElement;
      // The plain answer label became a Text block; answers allow Video or Image, not Tip and the like.
      expect(within(first).getByRole('heading', { name: 'Blok 1: Tekst' })).toBeInTheDocument();
      const kinds = within(first).getByRole('combobox', { name: 'Soort blok' });
      expect(
        within(kinds)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Video', 'Afbeelding', 'Tekst']);
      await expectNoAxeViolations(container);
      await user.click(within(first).getByRole('button', { name: 'Opslaan' }));
      expect(await within(first).findByText('Opgeslagen.')).toBeInTheDocument();
      expect(backend.saved).toEqual([
        expect.objectContaining({
          targetKind: kind,
          field: 'SlideAnswerContent',
          targetId: expect.any(Number),
        }),
      ]);
      expect(backend.saved[0]?.content).toContain('Text');
    },
  );
});
