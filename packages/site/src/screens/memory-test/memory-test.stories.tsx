import { fixtures, mapMemoryTest, memoryTestResponseSchema } from '@dementie/api-client';
import type { ReactNode } from 'react';
import preview from '../../../../../.storybook/preview';
import { storyInside } from '../../testing/story-decorators';
import { MemoryTestStartScreen } from './memory-test-start';
import { AgeStep, CheckStep, MemoryTestUnavailable, QuestionStep, ResultStep } from './memory-test-steps';

/*
 * Every screen of the memory test with the api-client fixture's questionnaire (the same
 * wire JSON the server's contract is tested with). The toolbar's 'Merk' switches the brands.
 */
const test = mapMemoryTest(memoryTestResponseSchema.parse(fixtures.memoryTest.response));
const noop = () => {};

/** The page frame the route gives a step: the questionnaire's title above it. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="site-memory-test">
      <h1>{test.title}</h1>
      {children}
    </div>
  );
}
const framed = storyInside(Frame);

const meta = preview.meta({
  title: 'Site screens/Memory test',
});

export const Start = meta.story({ render: () => <MemoryTestStartScreen /> });

export const Question = meta.story({
  decorators: [framed],
  render: () => (
    <QuestionStep test={test} index={0} answer={null} onAnswer={noop} onPrevious={noop} onNext={noop} />
  ),
});

export const QuestionAnswered = meta.story({
  decorators: [framed],
  render: () => (
    <QuestionStep test={test} index={1} answer={4} onAnswer={noop} onPrevious={noop} onNext={noop} />
  ),
});

export const Age = meta.story({
  decorators: [framed],
  render: () => <AgeStep test={test} age="64-to-74" onAge={noop} onPrevious={noop} onNext={noop} />,
});

export const NotAllAnswered = meta.story({
  decorators: [framed],
  render: () => (
    <CheckStep
      test={test}
      state={{ answers: [3, null], age: null }}
      hrefOf={(target) => (target === 'age' ? '?stap=leeftijd' : `?vraag=${target}`)}
    />
  ),
});

export const ResultLow = meta.story({
  decorators: [framed],
  render: () => <ResultStep test={test} score={3} onPrint={noop} onRestart={noop} />,
});

export const ResultHigh = meta.story({
  decorators: [framed],
  render: () => <ResultStep test={test} score={9} onPrint={noop} onRestart={noop} />,
});

export const Unavailable = meta.story({ render: () => <MemoryTestUnavailable /> });
