import type { ChecklistBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useState } from 'react';
import { RichText } from '../../content/rich-text';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { SectionTitle } from '../shared/section-title';
import { checklistStorageKey, countChecked, parseStoredIds } from './checklist-state';

/** Props of `Checklist`: the `checklist` block's data. */
export type ChecklistProps = Omit<ChecklistBlock, 'kind' | 'id'> & { className?: string };

/**
 * The checklist block (spec 3 §2-§5): ordered questions with checkboxes and optional answers, a
 * progress bar 'x van de y vragen geselecteerd', kept in local storage under 'checklist-' + id,
 * and 'Print checklist' (every answer opened while printing).
 */
export function Checklist({ checklistId, title, items, className }: ChecklistProps) {
  const t = useT();
  const baseId = useId();
  const progressId = `${baseId}-progress`;
  const [checked, setChecked] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [printing, setPrinting] = useState(false);
  const key = checklistStorageKey(checklistId);

  useEffect(() => {
    // Storage is read in an effect only (server render and first client render show none ticked).
    try {
      setChecked(parseStoredIds(window.localStorage.getItem(key)));
    } catch {
      setChecked([]);
    }
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    if (!loaded) return;
    try {
      window.localStorage.setItem(key, JSON.stringify(checked));
    } catch {
      // Private mode or full storage: the ticks last for this visit.
    }
  }, [checked, key, loaded]);

  useEffect(() => {
    if (!printing) return;
    // Spec 3 §4: printing mode ends on afterprint (touchstart on mobile, where afterprint may not fire).
    const end = () => setPrinting(false);
    window.addEventListener('afterprint', end);
    window.addEventListener('touchstart', end);
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', end);
      window.removeEventListener('touchstart', end);
    };
  }, [printing]);

  const itemIds = items.map((item) => item.id);
  const done = countChecked(checked, itemIds);
  const toggle = (id: string, on: boolean) =>
    setChecked((current) =>
      on ? [...current.filter((value) => value !== id), id] : current.filter((value) => value !== id),
    );

  return (
    <section
      className={classNames('bk-checklist', printing ? 'bk-checklist--printing' : undefined, className)}
    >
      <SectionTitle title={title} />
      <div className="bk-checklist__progress">
        <label htmlFor={progressId} className="bk-checklist__progress-label">
          {t('checklist.progress', { x: done, y: items.length })}
        </label>
        <progress id={progressId} max={items.length || 1} value={done} className="bk-checklist__bar" />
      </div>
      <ol className="bk-checklist__list">
        {items.map((item) => {
          const inputId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className="bk-checklist__item">
              {/* The checkbox primitive's row: the box beside its label. */}
              <div className="bk-checkbox__row">
                <input
                  id={inputId}
                  type="checkbox"
                  className="bk-checkbox__input"
                  checked={checked.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                />
                <label htmlFor={inputId} className="bk-checkbox__label">
                  {item.question}
                </label>
              </div>
              {item.answer ? (
                <details className="bk-checklist__answer" open={printing || undefined}>
                  <summary className="bk-checklist__summary">{t('checklist.showAnswer')}</summary>
                  <RichText html={item.answer} />
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => setPrinting(true)} className="bk-checklist__print">
        {t('checklist.print')}
      </Button>
    </section>
  );
}
