import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arrayContains, asc } from 'drizzle-orm';
import { demoTrainings } from '../../../content/trainings';
import type { ApiModule } from '../../core/module';
import { missingPictures, sharedBlobStore } from '../blobs';
import type { TrainingDefinition } from './content-model';
import { ActivityContentCache, CourseStructureCache } from './course-structure';
import { loadTrainings } from './load-trainings';
import { elearningRoutes, type MediaFile } from './routes';
import { joinGuestRuns } from './runs';
import { elCourses } from './schema';

export type { TrainingDefinition } from './content-model';
export { loadTrainings } from './load-trainings';
export { MEDIA_PREFIX } from './routes';
export { getRunOutcome, ownsRun, type RunOutcome, type Visitor } from './run-outcome';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the demo trainings' images live (served under MEDIA_PREFIX). */
export const DEMO_MEDIA_DIR = path.resolve(here, '../../../content/trainings/media');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

function readMedia(dir: string): Map<string, MediaFile> {
  const files = new Map<string, MediaFile>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (contentType) files.set(name, { body: readFileSync(path.join(dir, name)), contentType });
  }
  return files;
}

/** Options of the learning module; tests pass their own trainings. */
export interface ElearningModuleOptions {
  /** Trainings loaded on first start of an empty database (default: the demo trainings). */
  trainings?: readonly TrainingDefinition[];
  /** Folder of training images (default: the demo media folder). */
  mediaDir?: string;
}

/**
 * The learning module: courses, runs, marking, results, followed courses, and the demo
 * trainings. Guest runs join the account on sign-in; erasure unlinks runs from the person.
 */
export function createElearningModule(options: ElearningModuleOptions = {}): ApiModule {
  return {
    name: 'elearning',
    async create(context) {
      const { db } = context.database;
      await loadTrainings(db, options.trainings ?? demoTrainings);
      const structures = new CourseStructureCache(db);
      // A picture deleted while in use is left out of what is served (decision 0047).
      const contents = new ActivityContentCache(db, undefined, (names) =>
        missingPictures(sharedBlobStore(context.config), names),
      );
      // An editor's save or deleted picture shows at once, on this instance and the others (decision 0064).
      context.changes.on(['documents', 'pictures'], () => {
        contents.clear();
        structures.clear();
      });
      const media = readMedia(options.mediaDir ?? DEMO_MEDIA_DIR);

      // Decision 0023: when this browser logs in, its guest runs join the account ('my trainings').
      context.events.on('user.signedIn', async ({ userId, learnerId }) => {
        if (learnerId) await joinGuestRuns(db, userId, learnerId);
      });

      return {
        routes: (app) => elearningRoutes(app, { context, structures, contents, media }),
        // The start page of every training the brand lists (decision 0041): public, with its own title.
        async sitemapEntries(brand) {
          const rows = await db
            .select({ id: elCourses.id })
            .from(elCourses)
            .where(arrayContains(elCourses.brands, [brand]))
            .orderBy(asc(elCourses.itemOrderNumber), asc(elCourses.id));
          return rows.map((row) => ({ path: `/trainingen/${row.id}` }));
        },
      };
    },
  };
}

/** The learning module with the demo trainings. */
export const elearningModule: ApiModule = createElearningModule();
