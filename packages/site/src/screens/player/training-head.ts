import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteServices } from '../../services/site-services';

/** The name and short description of a training, for the title and head of its player page (issue 14). */
export interface TrainingHead {
  readonly name: string;
  readonly description: string;
}

/**
 * Looks the training up in the list of trainings (one cached call) so the player page has its
 * training's name as title and description, also in the server's HTML; the player loads the rest.
 */
export async function loadTrainingHead(
  services: SiteServices,
  { params, request }: LoaderFunctionArgs,
): Promise<TrainingHead | null> {
  const id = Number(params.courseId);
  const courses = await services.api.getCourses({ signal: request.signal });
  const course = courses.kind === 'loaded' ? courses.value.find((c) => c.id === id) : undefined;
  return course ? { name: course.name, description: course.overviewDescription } : null;
}
