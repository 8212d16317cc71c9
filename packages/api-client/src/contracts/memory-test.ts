import { z } from 'zod/mini';
import { defineCall } from './common.js';

/**
 * The memory test (spec 3 §5, §9; decision 0053). The spec gives the counts, the score ranges and the age
 * options, not a call: this contract is this project's choice. The questionnaires are content (editors
 * change them in the database); answers and the score never travel back: the browser scores.
 */

/** The two questionnaires: about yourself, or about someone close to you. */
export const memoryTestVariants = ['self', 'other'] as const;
export type MemoryTestVariant = (typeof memoryTestVariants)[number];

/** Points per answer (spec 3 §9): 0-4 for yourself (25 questions: 0-100), 1-5 for another (16: 16-80). */
export const memoryTestPointRange = {
  self: { min: 0, max: 4 },
  other: { min: 1, max: 5 },
} as const;

/** Path parameters of the memory-test call. */
export const memoryTestParamsSchema = z.object({ variant: z.enum(memoryTestVariants) });

const textSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

/** One link of a band's advice: our pages, the trainings, the help line. */
export const memoryTestLinkSchema = z.object({
  Title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  Url: z.string().check(
    z.maxLength(500),
    z.refine((url) => url.startsWith('/') || /^(https?|tel):/.test(url), 'a path, an http(s) or tel: URL'),
  ),
});

/** A score band: from Min to Max (inclusive) this title and advice apply. */
export const memoryTestBandSchema = z.object({
  Min: z.number().check(z.int()),
  Max: z.number().check(z.int()),
  Title: textSchema,
  /** Plain-text paragraphs. */
  Advice: z.array(textSchema).check(z.minLength(1), z.maxLength(10)),
  Links: z.array(memoryTestLinkSchema).check(z.maxLength(10)),
});

/** The memory-test answer: one questionnaire. */
export const memoryTestResponseSchema = z
  .object({
    Variant: z.enum(memoryTestVariants),
    Title: textSchema,
    Intro: textSchema,
    /** The five answer options, in the order shown, each with its points. */
    Options: z
      .array(
        z.object({
          Label: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          Points: z.number().check(z.int()),
        }),
      )
      .check(z.length(5)),
    Questions: z
      .array(z.object({ Id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)), Text: textSchema }))
      .check(z.minLength(1)),
    Bands: z.array(memoryTestBandSchema).check(z.minLength(1)),
    /** Said on every result: this test is not a diagnosis. */
    Disclaimer: textSchema,
  })
  .check(
    z.superRefine((test, ctx) => {
      const { min, max } = memoryTestPointRange[test.Variant];
      test.Options.forEach((option, index) => {
        if (option.Points < min || option.Points > max)
          ctx.addIssue({
            code: 'custom',
            path: ['Options', index, 'Points'],
            message: `points ${min}-${max}`,
          });
      });
      const ids = new Set(test.Questions.map((q) => q.Id));
      if (ids.size !== test.Questions.length)
        ctx.addIssue({ code: 'custom', path: ['Questions'], message: 'question ids are unique' });
      // Every possible score falls in exactly one band.
      const lowest = test.Questions.length * Math.min(...test.Options.map((o) => o.Points));
      const highest = test.Questions.length * Math.max(...test.Options.map((o) => o.Points));
      for (let score = lowest; score <= highest; score += 1) {
        const hits = test.Bands.filter((band) => band.Min <= score && score <= band.Max).length;
        if (hits !== 1) {
          ctx.addIssue({ code: 'custom', path: ['Bands'], message: `score ${score} is in ${hits} bands` });
          return;
        }
      }
    }),
  );

export type MemoryTestWire = z.output<typeof memoryTestResponseSchema>;

// ---------------------------------------------------------------- domain

export interface MemoryTestOption {
  readonly label: string;
  readonly points: number;
}

export interface MemoryTestQuestion {
  readonly id: string;
  readonly text: string;
}

export interface MemoryTestBand {
  readonly min: number;
  readonly max: number;
  readonly title: string;
  readonly advice: readonly string[];
  readonly links: readonly { readonly title: string; readonly url: string }[];
}

/** One questionnaire of the memory test. */
export interface MemoryTest {
  readonly variant: MemoryTestVariant;
  readonly title: string;
  readonly intro: string;
  readonly options: readonly MemoryTestOption[];
  readonly questions: readonly MemoryTestQuestion[];
  readonly bands: readonly MemoryTestBand[];
  readonly disclaimer: string;
}

/** Wire to domain. */
export function mapMemoryTest(wire: MemoryTestWire): MemoryTest {
  return {
    variant: wire.Variant,
    title: wire.Title,
    intro: wire.Intro,
    options: wire.Options.map((o) => ({ label: o.Label, points: o.Points })),
    questions: wire.Questions.map((q) => ({ id: q.Id, text: q.Text })),
    bands: wire.Bands.map((b) => ({
      min: b.Min,
      max: b.Max,
      title: b.Title,
      advice: b.Advice,
      links: b.Links.map((l) => ({ title: l.Title, url: l.Url })),
    })),
    disclaimer: wire.Disclaimer,
  };
}

/** The memory-test call. */
export const memoryTestCalls = {
  memoryTest: defineCall({
    spec: 'spec 3 §5, §9',
    method: 'GET',
    path: '/api/v1/memory-test/{variant}',
    params: memoryTestParamsSchema,
    querystring: undefined,
    body: undefined,
    bodyType: 'none',
    response: memoryTestResponseSchema,
    responseType: 'json',
    credentials: false,
    antiForgery: false,
    retry: 'none',
    projectChoice:
      'Not in the spec (decision 0053): the questionnaire comes from the server; answers and score never go back.',
  }),
} as const;
