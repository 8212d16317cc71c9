import type { MemoryTest } from '@dementie/api-client';
import { Button, ButtonLink } from '@dementie/block-kit';
import { type MemoryTestAge, memoryTestAgeOptions } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { bandFor, type MemoryTestAnswers, openQuestions, scoreRange } from './scoring';

/*
 * The steps of the questionnaire as plain views (stories and tests render them alone). Each has one
 * heading that receives focus when the step is shown (`headingRef`), so a screen reader starts there.
 */

interface StepProps {
  readonly test: MemoryTest;
  readonly headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** A list of large answer buttons: native radios in a fieldset (arrow keys choose, Tab leaves). */
function Choices<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="site-memory-test__fieldset">
      <legend className="site-memory-test__legend">{legend}</legend>
      <div className="site-memory-test__options">
        {options.map((option) => (
          <label key={option.value} className="site-memory-test__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One question: "Vraag 3 van 25", the question, five answers, Vorige and Volgende. */
export function QuestionStep({
  test,
  index,
  answer,
  onAnswer,
  onPrevious,
  onNext,
  headingRef,
}: StepProps & {
  index: number;
  answer: number | null;
  onAnswer: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const question = test.questions[index];
  if (!question) return null;
  const total = test.questions.length;
  return (
    <StepForm
      progress={(index + 1) / total}
      onPrevious={onPrevious}
      onNext={onNext}
      nextLabel={t('common.next')}
    >
      <Choices
        // New answer buttons for each question: reused ones would fade out the previous question's
        // choice, which looks for a moment as if this question were already answered.
        key={question.id}
        name={`vraag-${question.id}`}
        legend={
          <h2 className="site-memory-test__question" tabIndex={-1} ref={headingRef}>
            <span className="site-memory-test__count">
              {t('memoryTest.progress', { current: index + 1, total })}
            </span>{' '}
            <span className="site-memory-test__text">{question.text}</span>
          </h2>
        }
        options={test.options.map((option, n) => ({ value: n + 1, label: option.label }))}
        value={answer}
        onChange={onAnswer}
      />
    </StepForm>
  );
}

/** One step: the progress bar, the step's question, then Vorige and the way on (the form's submit). */
function StepForm({
  progress,
  onPrevious,
  onNext,
  nextLabel,
  children,
}: {
  /** How far along, 0 to 1. */
  progress: number;
  onPrevious: () => void;
  onNext: () => void;
  nextLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form className="site-memory-test__step" onSubmit={submit} noValidate>
      <div className="site-memory-test__progress" aria-hidden="true">
        <span style={{ inlineSize: `${progress * 100}%` }} />
      </div>
      {children}
      <div className="site-memory-test__nav">
        <Button variant="secondary" onClick={onPrevious}>
          {t('common.previous')}
        </Button>
        <Button type="submit">{nextLabel}</Button>
      </div>
    </form>
  );
}

/** The age question (spec 3 §9 options), then on to the result. */
export function AgeStep({
  test,
  age,
  onAge,
  onPrevious,
  onNext,
  headingRef,
}: StepProps & {
  age: MemoryTestAge | null;
  onAge: (age: MemoryTestAge) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  return (
    <StepForm progress={1} onPrevious={onPrevious} onNext={onNext} nextLabel={t('memoryTest.toResult')}>
      <Choices
        name="leeftijd"
        legend={
          <h2 className="site-memory-test__question" tabIndex={-1} ref={headingRef}>
            <span className="site-memory-test__count">{t('memoryTest.age.step')}</span>{' '}
            <span className="site-memory-test__text">
              {t(test.variant === 'self' ? 'memoryTest.age.question.self' : 'memoryTest.age.question.other')}
            </span>
          </h2>
        }
        options={memoryTestAgeOptions.map((option) => ({
          value: option,
          label: t(`memoryTest.age.${option}`),
        }))}
        value={age}
        onChange={onAge}
      />
    </StepForm>
  );
}

/** Spec 3 §5: not everything answered. Lists what is open, each a link to its question. */
export function CheckStep({
  test,
  state,
  hrefOf,
  headingRef,
  renderLink,
}: StepProps & {
  state: MemoryTestAnswers;
  /** The address of question `number` (1-based), or of the age question for 'age'. */
  hrefOf: (target: number | 'age') => string;
  /** The site's in-app link (default a plain anchor). */
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}) {
  const t = useT();
  const link = renderLink ?? ((href: string, children: ReactNode) => <a href={href}>{children}</a>);
  const open = openQuestions(test, state);
  return (
    <div className="site-memory-test__step">
      <h2 className="site-memory-test__warning" tabIndex={-1} ref={headingRef}>
        {t('memoryTest.notAllAnswered')}
      </h2>
      <p>{t('memoryTest.check.intro')}</p>
      <ul className="site-memory-test__open">
        {open.map((number) => (
          <li key={number}>
            {link(
              hrefOf(number),
              <>
                <strong>{t('memoryTest.check.question', { number })}</strong>:{' '}
                {test.questions[number - 1]?.text}
              </>,
            )}
          </li>
        ))}
        {state.age === null ? (
          <li>{link(hrefOf('age'), <strong>{t('memoryTest.age.missing')}</strong>)}</li>
        ) : null}
      </ul>
    </div>
  );
}

/** The result: the band, its advice and links, that it is no diagnosis; print and start again. */
export function ResultStep({
  test,
  score,
  onPrint,
  onRestart,
  headingRef,
}: StepProps & { score: number; onPrint: () => void; onRestart: () => void }) {
  const t = useT();
  const band = bandFor(test, score);
  const range = scoreRange(test);
  return (
    <div className="site-memory-test__step site-memory-test__result">
      <p className="site-memory-test__count">{t('memoryTest.result.title')}</p>
      <h2 tabIndex={-1} ref={headingRef}>
        {band?.title}
      </h2>
      <p className="site-memory-test__score">
        {t('memoryTest.result.score', { score, min: range.min, max: range.max })}
      </p>
      {band?.advice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="site-memory-test__disclaimer">{test.disclaimer}</p>
      {band && band.links.length > 0 ? (
        <>
          <h3>{t('memoryTest.result.links')}</h3>
          <ul className="site-memory-test__links">
            {band.links.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="site-memory-test__kept">{t('memoryTest.result.kept')}</p>
      <div className="site-memory-test__nav site-memory-test__actions">
        <Button onClick={onPrint}>{t('memoryTest.result.print')}</Button>
        <Button variant="secondary" onClick={onRestart}>
          {t('memoryTest.result.again')}
        </Button>
      </div>
    </div>
  );
}

/** The questionnaire's failure message (the call failed). */
export function MemoryTestUnavailable() {
  const t = useT();
  return (
    <div className="site-memory-test">
      <h1>{t('memoryTest.start.title')}</h1>
      <p role="alert">{t('memoryTest.unavailable')}</p>
      <ButtonLink href="/">{t('common.backToHomepage')}</ButtonLink>
    </div>
  );
}
