import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useId, useRef } from 'react';
import {
  type ActivityId,
  type Position,
  SUMMARY_CHAPTER_ID,
  SUMMARY_PAGE_ID,
  SUMMARY_SECOND_PAGE_ID,
} from '../domain/course';
import { usePlayerState } from '../ui/context';

/** Props of {@link EditorBar}. */
export interface EditorBarProps {
  /** Goes to an activity (through the unsaved-changes guard). */
  readonly onGo: (position: Position) => void;
}

/**
 * The editor's bar in admin mode (decision 0049): says that nothing counts, and lists every chapter and
 * activity as buttons to go straight there. The list sits in a native disclosure ('Naar een
 * activiteit', closed at first so the activity stays near the top on a phone) inside a named
 * navigation; the current activity carries aria-current="step".
 */
export function EditorBar({ onGo }: EditorBarProps): ReactNode {
  const t = useT();
  const state = usePlayerState();
  const titleId = useId();
  const listRef = useRef<HTMLDetailsElement>(null);
  const current = state.position?.activityId;
  const label = (id: ActivityId, title: string, n: number) =>
    title ||
    (id === SUMMARY_PAGE_ID
      ? t('editor.bar.summary')
      : id === SUMMARY_SECOND_PAGE_ID
        ? t('editor.bar.secondSummary')
        : t('editor.bar.untitled', { n }));
  let n = 0;
  return (
    <section className="ep-editor-bar" aria-labelledby={titleId}>
      <p id={titleId} className="ep-editor-bar__title">
        {t('editor.bar.title')}
      </p>
      <p className="ep-editor-bar__note">{t('editor.bar.note')}</p>
      <details className="ep-editor-bar__toc" ref={listRef}>
        <summary className="ep-editor-bar__toggle">{t('editor.bar.activities')}</summary>
        <nav aria-label={t('editor.bar.navLabel')}>
          <ol className="ep-editor-bar__chapters">
            {state.chapters.map((chapter) => {
              const chapterId = `${titleId}-${chapter.id}`.replace(/\s/g, '-');
              return (
                <li key={chapter.id} className="ep-editor-bar__chapter">
                  <span id={chapterId} className="ep-editor-bar__chapter-name">
                    {chapter.name || (chapter.id === SUMMARY_CHAPTER_ID ? t('editor.bar.ending') : '')}
                  </span>
                  <ol className="ep-editor-bar__activities" aria-labelledby={chapterId}>
                    {(chapter.activities ?? []).map((activity) => {
                      n += 1;
                      const here = activity.id === current;
                      return (
                        <li key={activity.id}>
                          <button
                            type="button"
                            className={`ep-editor-bar__activity${here ? ' ep-editor-bar__activity--current' : ''}`}
                            aria-current={here ? 'step' : undefined}
                            onClick={() => {
                              // Closed again, so the chosen activity comes up on a phone; the
                              // player moves the focus to its heading.
                              if (listRef.current) listRef.current.open = false;
                              onGo({ activityId: activity.id, view: 'question' });
                            }}
                          >
                            {label(activity.id, activity.title, n)}
                          </button>
                        </li>
                      );
                    })}
                  </ol>
                </li>
              );
            })}
          </ol>
        </nav>
      </details>
    </section>
  );
}
