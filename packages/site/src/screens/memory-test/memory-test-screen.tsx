import type { ApiResult, MemoryTest } from '@dementie/api-client';
import { Loader } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { type SiteServices, useSiteServices } from '../../services/site-services';
import { notFound } from '../cms/cms-loader';
import { unavailable } from '../unavailable';
import { clearAnswers, firstCompletion, readAnswers, writeAnswers } from './answers-storage';
import { MEMORY_TEST_PATH, type MemoryTestStep, searchOf, stepOf, variantOfSlug } from './memory-test-paths';
import { AgeStep, CheckStep, MemoryTestUnavailable, QuestionStep, ResultStep } from './memory-test-steps';
import { emptyAnswers, isComplete, type MemoryTestAnswers, memoryTestScore, withAnswer } from './scoring';

export interface MemoryTestData {
  test: ApiResult<MemoryTest>;
}

/** The questionnaire of the address's variant; 404 for any other address, 503 when it cannot load. */
export async function loadMemoryTest(
  services: Pick<SiteServices, 'api'>,
  { request, params }: LoaderFunctionArgs,
): Promise<MemoryTestData> {
  const variant = variantOfSlug(params.variant);
  if (!variant) notFound();
  const test = await services.api.memoryTest(variant, { signal: request.signal });
  return test.kind === 'loaded' ? { test } : unavailable({ test });
}

/** `/geheugentest/voor-mezelf` and `/geheugentest/over-een-ander`. */
export function MemoryTestScreen() {
  const { test } = useLoaderData() as MemoryTestData;
  if (test.kind !== 'loaded') return <MemoryTestUnavailable />;
  return <MemoryTestQuestionnaire test={test.value} />;
}

/**
 * One questionnaire, one step at a time. The step lives in the address (`?vraag=3`), the answers in
 * this tab's sessionStorage (answers-storage.ts), nothing on a server.
 */
export function MemoryTestQuestionnaire({ test }: { test: MemoryTest }) {
  const { analytics } = useSiteServices();
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepOf(new URLSearchParams(location.search), test.questions.length);
  // The server renders no answers (it has none); the browser reads them after hydrating.
  const [state, setState] = useState<MemoryTestAnswers>(() => emptyAnswers(test));
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    setState(readAnswers(test));
    setReady(true);
  }, [test]);

  // Focus moves to the step's heading on every step after the first (WCAG 2.4.3: a screen reader
  // hears the new question; the page itself does not change). A page load keeps the browser's focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step (the query) changes
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [location.search]);

  const complete = ready && isComplete(test, state);
  const showsResult = step.kind === 'result' && complete;
  useEffect(() => {
    // Decision 0053: with statistics consent, only that a test was completed: no score, no answers, no
    // variant. `analytics.push` drops it without consent.
    if (showsResult && firstCompletion(test)) analytics.push({ event: 'memory_test_complete' });
  }, [analytics, showsResult, test]);

  const t = useT();
  useDocumentTitle(
    step.kind === 'question'
      ? `${t('memoryTest.progress', { current: step.index + 1, total: test.questions.length })}: ${test.title}`
      : test.title,
    { description: test.intro },
  );

  const go = (next: MemoryTestStep) => navigate({ search: searchOf(next) });
  const update = (next: MemoryTestAnswers) => {
    setState(next);
    writeAnswers(test, next);
  };
  const last = test.questions.length - 1;

  let body: ReactNode;
  if (step.kind === 'question') {
    body = (
      <QuestionStep
        test={test}
        index={step.index}
        answer={state.answers[step.index] ?? null}
        onAnswer={(option) => update(withAnswer(state, step.index, option))}
        onPrevious={() =>
          step.index === 0 ? navigate(MEMORY_TEST_PATH) : go({ kind: 'question', index: step.index - 1 })
        }
        onNext={() => go(step.index >= last ? { kind: 'age' } : { kind: 'question', index: step.index + 1 })}
        headingRef={heading}
      />
    );
  } else if (step.kind === 'age') {
    body = (
      <AgeStep
        test={test}
        age={state.age}
        onAge={(age) => update({ ...state, age })}
        onPrevious={() => go({ kind: 'question', index: last })}
        onNext={() => go({ kind: 'result' })}
        headingRef={heading}
      />
    );
  } else if (!ready) {
    body = <Loader />;
  } else if (!complete) {
    body = (
      <CheckStep
        test={test}
        state={state}
        hrefOf={(target) =>
          searchOf(target === 'age' ? { kind: 'age' } : { kind: 'question', index: target - 1 })
        }
        renderLink={(href, children) => <Link to={{ search: href }}>{children}</Link>}
        headingRef={heading}
      />
    );
  } else {
    body = (
      <ResultStep
        test={test}
        score={memoryTestScore(test, state) ?? 0}
        onPrint={() => window.print()}
        onRestart={() => {
          clearAnswers(test);
          setState(emptyAnswers(test));
          go({ kind: 'question', index: 0 });
        }}
        headingRef={heading}
      />
    );
  }

  return (
    <div className="site-memory-test">
      <h1>{test.title}</h1>
      {step.kind === 'question' && step.index === 0 ? (
        <p className="site-memory-test__lead">{test.intro}</p>
      ) : null}
      {body}
    </div>
  );
}
