import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';
import { notFound } from '../cms/cms-loader';

/** The name and short description of a training, for the title and head of its player page (decision 0041). */
export interface TrainingHead {
  readonly name: string;
  readonly description: string;
}

/**
 * Looks the training up in the list of trainings (one cached call) so the player page has its
 * training's name as title and description, also in the server's HTML; the player loads the rest.
 * A training that does not exist is a missing page (spec 1 §2): status 404 and the not-found page,
 * not a player saying it could not load. An id that is no number is missing too. A training this
 * brand does not list may still exist (runs are not tied to a brand): only when the server does
 * not know it at all (its summary page answers 404) is it missing. Any other failure leaves the
 * player to show its own message.
 */
export async function loadTrainingHead(
  services: SiteServices,
  { params, request }: LoaderFunctionArgs,
): Promise<TrainingHead | null> {
  if (!params.courseId || !/^\d{1,9}$/.test(params.courseId)) notFound();
  const id = Number(params.courseId);
  const courses = await services.api.getCourses({ signal: request.signal });
  if (courses.kind !== 'loaded') return null;
  const course = courses.value.find((c) => c.id === id);
  if (course) return { name: course.name, description: course.overviewDescription };
  const summary = await services.api.summaryPage(id, { signal: request.signal });
  if (summary.kind === 'failed' && summary.status === 404) notFound();
  return null;
}
