// An island that only uses the helper: it must not load the client's code with it.
import { safePath } from './packages/api-client/src/safe-redirect';

export const back = safePath('/terug');
