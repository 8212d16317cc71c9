// A screen of the app that maps a course itself and checks an address with the helper.
import { mapCourse } from './packages/api-client/src/contracts/courses';
import { safePath } from './packages/api-client/src/safe-redirect';

export const screen = `${mapCourse({ id: 1 })} ${safePath('/x')}`;
