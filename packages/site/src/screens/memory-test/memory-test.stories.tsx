import { fixtures, mapMemoryTest, memoryTestResponseSchema } from '@dementie/api-client';
import type { ReactNode } from 'react';
import { guidance } from '../../../../../.storybook/guidance';
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
  parameters: {
    guidance: guidance({
      whenToUse:
        'The memory test at /geheugentest: a start page, questions one at a time about yourself or someone else, age, and a result with advice.',
      whenNotToUse:
        'Not a diagnosis and not to be presented as one; not embedded in other pages (the banners link to it).',
      keyboardAndScreen:
        "Each question is a fieldset of native radio buttons with the question as its legend: Tab reaches the group, the arrow keys choose. Each step's heading takes focus when the step is shown, so a screen reader starts there.",
      contentRules:
        'Texts from the questionnaire: questions in B1 Dutch up to 120 characters; the result advises, never diagnoses.',
      brands:
        'All three brands (dementie, dementievriendelijk, alzheimer): at /geheugentest, from the memory-test banner and the menus.',
    }),
  },
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
