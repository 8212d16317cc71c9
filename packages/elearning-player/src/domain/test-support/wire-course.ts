import type { ActivityStatus, Chapter, RunActivity } from '@dementie/api-client';

/**
 * Builders for a course as the server sends it, for the domain's tests: only what a test varies is
 * asked for (ids, order, kind, status); the rest is the same plain filling everywhere.
 */

export const OPEN: ActivityStatus = { status: 'NotDone', progress: 0, points: 0 };

export function wireActivity(
  id: number,
  order: number,
  kind: RunActivity['kind'] = 'InfoSlide',
  status: ActivityStatus = OPEN,
): RunActivity {
  return {
    id,
    title: `A${id}`,
    itemOrderNumber: order,
    kind,
    showInfoModal: false,
    status,
    chosenAnswerIds: [],
  };
}

export function wireChapter(id: number, order: number, activities: RunActivity[]): Chapter {
  return {
    id,
    code: `H${id}`,
    name: `C${id}`,
    published: true,
    itemOrderNumber: order,
    description: '',
    activities,
  };
}
