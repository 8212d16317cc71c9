import { mapMemoryTest, memoryTestResponseSchema } from '@dementie/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../test-support/backends';
import { useTestApp } from '../../test-support/suite';
import { createMemoryTestModule } from '.';
import { memoryTestQuestionnaires } from './schema';

describe.each(testBackends())('memory test on $name', (backend) => {
  const suite = useTestApp(backend, { modules: [createMemoryTestModule()] });

  it.each([
    { who: 'for yourself', path: 'self', questions: 25, lowest: 0, highest: 4, min: 0, max: 100 },
    { who: 'about someone else', path: 'other', questions: 16, lowest: 1, highest: 5, min: 16, max: 80 },
  ])(
    'answers the questionnaire $who: $questions questions, points $lowest-$highest, bands covering $min-$max',
    async ({ path, questions, lowest, highest, min, max }) => {
      const answer = await suite.app.inject({ method: 'GET', url: `/api/v1/memory-test/${path}` });
      expect(answer.statusCode).toBe(200);
      const test = mapMemoryTest(memoryTestResponseSchema.parse(answer.json()));
      expect(test.questions).toHaveLength(questions);
      expect(test.options.map((o) => o.points)).toEqual(
        Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i),
      );
      expect(test.bands[0]?.min).toBe(min);
      expect(test.bands.at(-1)?.max).toBe(max);
      expect(test.disclaimer).toMatch(/geen diagnose/);
    },
  );

  it("puts the start page in every brand's sitemap", async () => {
    const runtime = await createMemoryTestModule({ loadOnEmpty: false }).create(suite.server.runtime.context);
    const entries = await runtime.sitemapEntries?.('alzheimer', suite.server.clock.now());
    expect(entries?.map((entry) => entry.path)).toEqual(['/geheugentest']);
    expect(entries?.[0]?.lastModified).toBeInstanceOf(Date);
  });

  it('refuses an unknown variant with a 400', async () => {
    const answer = await suite.app.inject({ method: 'GET', url: '/api/v1/memory-test/everyone' });
    expect(answer.statusCode).toBe(400);
  });

  it("serves an editor's change from the database", async () => {
    const db = suite.db;
    const [row] = await db
      .select()
      .from(memoryTestQuestionnaires)
      .where(eq(memoryTestQuestionnaires.variant, 'other'));
    const content = memoryTestResponseSchema.parse(row?.content);
    await db
      .update(memoryTestQuestionnaires)
      .set({ content: { ...content, Title: 'Aangepaste titel' } })
      .where(eq(memoryTestQuestionnaires.variant, 'other'));
    const answer = await suite.app.inject({ method: 'GET', url: '/api/v1/memory-test/other' });
    expect(answer.json()).toMatchObject({ Title: 'Aangepaste titel' });
  });

  it('answers 404 when the stored content no longer fits the contract', async () => {
    await suite.db
      .update(memoryTestQuestionnaires)
      .set({ content: { Variant: 'other', Title: 'kapot' } })
      .where(eq(memoryTestQuestionnaires.variant, 'other'));
    const answer = await suite.app.inject({ method: 'GET', url: '/api/v1/memory-test/other' });
    expect(answer.statusCode).toBe(404);
  });
});
