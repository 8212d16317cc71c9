import type { Answer } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type DragEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  AnswerHint,
  CheckableQuestionEnd,
  QuestionIntro,
  useCheckableQuestion,
  useFocusWhenChecked,
} from '../../ui/activities/question-parts';
import { answerLabel, answerParts, DocumentBlock, DRAG_ANSWER_IMAGE_SIZES } from '../../ui/rich-content';
import { usePlayerStoreState } from '../../ui/use-player';
import { useVideoTracking } from '../../ui/use-video-tracking';
import type { ActivityKindViewProps } from '../kind';
import { autoScrollDelta, DESELECT_GESTURE, isDraggable, parseDropData, serialiseDragPayload } from './rules';

const DRAG_TYPE = 'application/json';

type Zone = 'pool' | 'box';

/**
 * The drag-to-box variant of the info-slide question (spec 3 §2, §4). Three ways to answer:
 * - drag with a mouse (native drag and drop; the page scrolls 10 px at a time within 10% of the
 *   screen edge, spec 3 §9);
 * - drag with a finger (Pointer Events, no third-party polyfill);
 * - tap or keyboard: pick an answer (it becomes pressed), then the button of the box or the pool.
 * Every move is announced in Dutch in a live region. The check button follows the rule of spec 3
 * §4 and explains itself when it cannot be used yet.
 */
export function DragQuestion({ activity, content, answers }: ActivityKindViewProps): ReactNode {
  const t = useT();
  const { store } = usePlayerStoreState();
  const question = useCheckableQuestion(activity, answers);
  const { activityId: id, done, selected: boxed, correct, hintId } = question;
  const boxedRef = useRef(boxed);
  boxedRef.current = boxed;
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [over, setOver] = useState<Zone | undefined>(undefined);
  const poolTitleId = useId();
  const boxTitleId = useId();
  const pointerDrag = useRef<
    { answerId: number; startX: number; startY: number; moving: boolean } | undefined
  >(undefined);
  const zones = useRef<Record<Zone, HTMLElement | null>>({ pool: null, box: null });
  // A finger drag may end with a click event: it must not also pick the answer. Only that click: a
  // new touch, or a click by keyboard (detail 0), is never swallowed. The drag's click often never
  // comes (the answer moved to the other zone), so the flag cannot wait for it to be cleared.
  const suppressClick = useRef(false);

  // After picking, focus goes to the place button of the other zone: one more Enter or tap moves it.
  useEffect(() => {
    if (picked === undefined) return;
    const target = boxedRef.current.includes(picked) ? zones.current.pool : zones.current.box;
    target?.querySelector<HTMLButtonElement>('.ep-drag__place')?.focus();
  }, [picked]);

  const labelOf = (answerId: number) => {
    const index = answers.findIndex((answer) => answer.id === answerId);
    return answerLabel(answerParts(answers[index]?.content)) || t('player.answer.untitled', { n: index + 1 });
  };
  // An answer's video belongs to the activity: tracked with its step (spec 3 §7).
  const onVideoEvent = useVideoTracking(id);
  const zoneName = (zone: Zone) => (zone === 'box' ? t('player.drag.box') : t('player.drag.pool'));

  function move(answerId: number, zone: Zone): void {
    if (done) return;
    const inBox = boxed.includes(answerId);
    if (zone === 'box' && !inBox) {
      if (!isDraggable(answerId, boxed, correct, done)) return;
      store.select(id, answerId);
      setAnnouncement(t('player.drag.dropped', { answer: labelOf(answerId) }));
    } else if (zone === 'pool' && inBox) {
      store.select(id, answerId, DESELECT_GESTURE);
      setAnnouncement(t('player.drag.removed', { answer: labelOf(answerId) }));
    }
    setPicked(undefined);
  }

  function pick(answerId: number): void {
    if (done || !isDraggable(answerId, boxed, correct, done)) return;
    if (picked === answerId) {
      setPicked(undefined);
      return;
    }
    setPicked(answerId);
    setAnnouncement(t('player.drag.picked', { answer: labelOf(answerId) }));
  }

  // Native drag and drop (mouse): auto-scroll while dragging near the screen edge.
  useEffect(() => {
    if (done) return;
    const onDragOver = (event: globalThis.DragEvent) => {
      const delta = autoScrollDelta(event.clientY, window.innerHeight);
      if (delta !== 0) window.scrollBy(0, delta);
    };
    document.addEventListener('dragover', onDragOver);
    return () => document.removeEventListener('dragover', onDragOver);
  }, [done]);

  const dropHandlers = (zone: Zone) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (done) return;
      event.preventDefault();
      setOver(zone);
    },
    onDragLeave: () => setOver(undefined),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(undefined);
      // spec 3 §5: dropped data must be parseable as JSON.
      const payload = parseDropData(event.dataTransfer.getData(DRAG_TYPE));
      if (payload && answers.some((answer) => answer.id === payload.answerId)) move(payload.answerId, zone);
    },
  });

  // Finger drag with Pointer Events: follow the finger, scroll near the edge, drop on release.
  const zoneAt = (x: number, y: number): Zone | undefined => {
    const element = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
    if (!element) return undefined;
    if (zones.current.box?.contains(element)) return 'box';
    if (zones.current.pool?.contains(element)) return 'pool';
    return undefined;
  };
  const pointerHandlers = (answerId: number) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      suppressClick.current = false;
      if (event.pointerType !== 'touch' || !isDraggable(answerId, boxed, correct, done)) return;
      pointerDrag.current = { answerId, startX: event.clientX, startY: event.clientY, moving: false };
    },
    onPointerMove: (event: PointerEvent<HTMLButtonElement>) => {
      const drag = pointerDrag.current;
      if (!drag || drag.answerId !== answerId) return;
      const distance = Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY);
      if (!drag.moving && distance > 12) {
        drag.moving = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      if (!drag.moving) return;
      event.currentTarget.style.translate = `${event.clientX - drag.startX}px ${event.clientY - drag.startY}px`;
      const delta = autoScrollDelta(event.clientY, window.innerHeight);
      if (delta !== 0) window.scrollBy(0, delta);
      setOver(zoneAt(event.clientX, event.clientY));
    },
    onPointerUp: (event: PointerEvent<HTMLButtonElement>) => {
      const drag = pointerDrag.current;
      pointerDrag.current = undefined;
      if (!drag?.moving) return;
      event.currentTarget.style.translate = '';
      setOver(undefined);
      const zone = zoneAt(event.clientX, event.clientY);
      suppressClick.current = true;
      if (zone) move(drag.answerId, zone);
    },
    onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => {
      pointerDrag.current = undefined;
      event.currentTarget.style.translate = '';
      setOver(undefined);
    },
  });

  const renderAnswer = (answer: Answer) => {
    const draggable = isDraggable(answer.id, boxed, correct, done);
    const parts = answerParts(answer.content);
    return (
      <li key={answer.id} className="ep-drag__item">
        {parts.video ? <DocumentBlock block={parts.video} onVideoEvent={onVideoEvent} /> : null}
        <button
          type="button"
          className={`ep-drag__answer${picked === answer.id ? ' ep-drag__answer--picked' : ''}`}
          draggable={draggable}
          aria-pressed={picked === answer.id}
          aria-disabled={draggable ? undefined : true}
          onClick={(event) => {
            const afterDrag = suppressClick.current;
            suppressClick.current = false;
            if (afterDrag && event.detail !== 0) return;
            pick(answer.id);
          }}
          onDragStart={(event) => {
            if (!draggable) {
              event.preventDefault();
              return;
            }
            event.dataTransfer.setData(DRAG_TYPE, serialiseDragPayload({ answerId: answer.id }));
            event.dataTransfer.effectAllowed = 'move';
          }}
          {...pointerHandlers(answer.id)}
        >
          {parts.image ? (
            <DocumentBlock
              block={parts.image}
              onVideoEvent={onVideoEvent}
              imageSizes={DRAG_ANSWER_IMAGE_SIZES}
            />
          ) : null}
          {parts.text || (parts.image?.Content.alt ? null : labelOf(answer.id))}
        </button>
      </li>
    );
  };

  const renderZone = (zone: Zone, items: readonly Answer[], titleId: string) => (
    <section
      ref={(element) => {
        zones.current[zone] = element;
      }}
      className={`ep-drag__zone ep-drag__zone--${zone}${over === zone ? ' ep-drag__zone--over' : ''}`}
      aria-labelledby={titleId}
      tabIndex={zone === 'box' && done ? -1 : undefined}
      {...dropHandlers(zone)}
    >
      <h2 id={titleId} className="ep-drag__zone-title">
        {zoneName(zone)}
      </h2>
      <ul className="ep-drag__list">{items.map(renderAnswer)}</ul>
      {picked !== undefined && (zone === 'box') !== boxed.includes(picked) ? (
        <Button variant="secondary" className="ep-drag__place" onClick={() => move(picked, zone)}>
          {t('player.drag.placeIn', { answer: labelOf(picked), zone: zoneName(zone) })}
        </Button>
      ) : null}
    </section>
  );

  // Once checked, focus goes to the box with the chosen answers; the next Tab reaches 'Volgende'.
  useFocusWhenChecked(done, () => zones.current.box);
  return (
    <div className="ep-activity ep-question ep-drag">
      <QuestionIntro content={content} />
      <p className="ep-drag__instructions">{t('player.drag.instructions')}</p>
      <AnswerHint id={hintId} count={correct} />
      <div className="ep-drag__zones">
        {renderZone(
          'pool',
          answers.filter((answer) => !boxed.includes(answer.id)),
          poolTitleId,
        )}
        {renderZone(
          'box',
          boxed.flatMap((answerId) => answers.filter((answer) => answer.id === answerId)),
          boxTitleId,
        )}
      </div>
      <p className="ep-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <CheckableQuestionEnd {...question} answers={answers} answerKind="InfoSlideAnswer" />
    </div>
  );
}
