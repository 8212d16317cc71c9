import { data } from 'react-router-dom';

/**
 * Loader data for a screen that shows its own failure message (a list that cannot be read now): the
 * visitor gets the screen with that message, and the server answers 503 instead of a 200 for a page
 * without its content (search engines and monitors see that it is missing for now, not empty).
 * react-router unwraps `data()`, so the screen reads `value` as usual.
 */
export function unavailable<T>(value: T): T {
  return data(value, { status: 503 }) as unknown as T;
}
