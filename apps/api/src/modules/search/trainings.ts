import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { type Executor, replaceSearchDocuments, type SearchDocumentInput } from './store';

/** The fields of a demo training the index needs (content/trainings/index.ts). */
const trainingSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  overviewDescription: z.string().default(''),
  description: z.string().default(''),
  brands: z.array(z.string()).min(1),
});

/** The source name of training documents in the index. */
export const TRAININGS_SOURCE = 'trainings';

/**
 * The demo trainings as search documents (doc type Course, spec 2 §3.5), read from
 * content/trainings/index.ts (`demoTrainings`, written by the elearning module). None when the
 * folder is missing or holds something else.
 */
export async function demoTrainingDocuments(contentDir: string): Promise<SearchDocumentInput[]> {
  const file = path.join(contentDir, 'trainings', 'index.ts');
  if (!existsSync(file)) return [];
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { demoTrainings?: unknown };
  const parsed = z.array(trainingSchema).safeParse(loaded.demoTrainings);
  if (!parsed.success) return [];
  const allBrands = 3;
  return parsed.data.flatMap((training) => {
    const brands = training.brands.length >= allBrands ? ['*'] : training.brands;
    return brands.map((brand) => ({
      id: brand === '*' ? `course:${training.id}` : `course:${training.id}:${brand}`,
      docType: 'Course' as const,
      brand,
      title: training.name,
      introduction: training.overviewDescription,
      body: training.description,
      path: `/trainingen/${training.id}`,
    }));
  });
}

/** Replaces the training documents of the index with the demo trainings. */
export async function indexDemoTrainings(executor: Executor, contentDir: string): Promise<number> {
  const documents = await demoTrainingDocuments(contentDir);
  await replaceSearchDocuments(executor, TRAININGS_SOURCE, documents);
  return documents.length;
}
