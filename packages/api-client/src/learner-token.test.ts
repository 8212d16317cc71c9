import { describe, expect, it } from 'vitest';
import { elearningCalls } from './contracts/elearning.js';
import { sendCall } from './http.js';
import {
  isOtherOrigin,
  LEARNER_TOKEN_HEADER,
  learnerTokenKey,
  storageLearnerTokens,
} from './learner-token.js';

/** A fetch that records what it was asked and answers with `token` in the learner-token header. */
function recordingFetch(answers: (string | null)[]) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const token = answers.shift() ?? null;
    return new Response('{}', {
      status: 200,
      headers: token ? { [LEARNER_TOKEN_HEADER]: token } : {},
    });
  };
  return { fetch, seen };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const headerOf = (init: RequestInit) => (init.headers as Record<string, string>)[LEARNER_TOKEN_HEADER];

describe('learner-token mode (decision 0082)', () => {
  it('asks for a token, keeps the one answered, sends it from then on, and never sends cookies', async () => {
    const storage = memoryStorage();
    const tokens = storageLearnerTokens(storage, learnerTokenKey('https://api.example.nl/'));
    const { fetch, seen } = recordingFetch(['id.signature', null]);
    const options = { baseUrl: 'https://api.example.nl', fetch, learnerToken: tokens };
    await sendCall(options, elearningCalls.startRun, { body: { CourseId: 3 } });
    await sendCall(options, elearningCalls.startRun, { body: { CourseId: 3 } });
    expect(seen.map(({ init }) => headerOf(init))).toEqual(['new', 'id.signature']);
    expect(seen.map(({ init }) => init.credentials)).toEqual(['omit', 'omit']);
    expect(storage.map.get('dementie.learnerToken:https://api.example.nl')).toBe('id.signature');
  });

  it('leaves our own sites as they are: no header, credentials as the contract says', async () => {
    const { fetch, seen } = recordingFetch(['ignored']);
    await sendCall({ baseUrl: '', fetch }, elearningCalls.startRun, { body: { CourseId: 3 } });
    expect(headerOf(seen[0]!.init)).toBeUndefined();
    expect(seen[0]!.init.credentials).toBe('include');
  });

  it('keeps the token in memory for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const tokens = storageLearnerTokens(refusing, 'key');
    expect(tokens.read()).toBeNull();
    tokens.write('id.signature');
    expect(tokens.read()).toBe('id.signature');
  });

  it('tells another site from the page’s own', () => {
    expect(isOtherOrigin('https://api.example.nl', 'https://app.example.nl')).toBe(true);
    expect(isOtherOrigin('https://app.example.nl/api-prefix', 'https://app.example.nl')).toBe(false);
    expect(isOtherOrigin('', 'https://app.example.nl')).toBe(false);
    expect(isOtherOrigin('/proxy', 'https://app.example.nl')).toBe(false);
  });
});
