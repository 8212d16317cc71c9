// The api client: every call's contract.
import { mapCourse } from './contracts/courses';
import { searchSchema } from './contracts/search';

export function createClient(): { course: (value: unknown) => string; search: (value: unknown) => unknown } {
  return { course: mapCourse, search: (value) => searchSchema.parse(value) };
}
