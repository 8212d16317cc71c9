/*
 * A fake fetch for this package's unit tests only: it records every request and answers from a
 * handler. Not exported from the package.
 */

/** One recorded request. */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly credentials: RequestCredentials | undefined;
  readonly body: string | undefined;
  readonly rawBody: BodyInit | null | undefined;
}

/** Answers a recorded request. */
export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A redirected answer, as fetch reports one after following it. */
export function redirectedResponse(url: string): Response {
  const response = new Response('{}', { status: 200 });
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

/** Creates a fake fetch and the list of requests it saw. */
export function fakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? init.body : undefined,
      rawBody: init.body,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}
