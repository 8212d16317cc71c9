// The load of the scale bench (bench-scale.mjs): its HTTP client and the four kinds of work a virtual
// user does.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loginRequestBody, seededRandom } from '@dementie/api-client';
import { keepCookies } from './cookie-jar.mjs';
import { KINDS, LOGIN_INTERVAL_MS, PAGES, seed, sleep, WORDS } from './scale-settings.mjs';

const CONTENT_TYPES = ['alle', 'artikelen', 'nieuws', 'ervaringsverhalen', 'organizaties', 'cursussen'];

// ------------------------------------------------------------------ the HTTP client of the load

// node:http with keep-alive: a cheaper client than fetch, so the load generator takes less of the
// cores it shares with the servers.
export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(port, method, pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers, agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function textOf(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** Thrown when the run ends between two requests of a flow. */
const STOPPED = Symbol('stopped');

class FlowError extends Error {}

/**
 * One column's counters, shared by its virtual users. Only one column runs at a time: the other's
 * users wait before their next request (see {@link measureInTurns}).
 */
export class Run {
  constructor(label, port) {
    this.label = label;
    this.port = port;
    this.running = true;
    this.active = true;
    this.waiting = [];
    this.inFlight = 0;
    this.drained = null;
    this.measuring = false;
    /** Seconds measured, summed over this column's windows. */
    this.measured = 0;
    this.latencies = Object.fromEntries(KINDS.map((kind) => [kind, []]));
    this.flowsDone = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    this.errors = 0;
    this.firstErrors = [];
    /** Every answer acknowledged with a 2xx, warm-up included: run, activity, points. */
    this.acks = [];
    /** Addresses whose sign-up the server acknowledged. */
    this.signUps = [];
    this.ipCounter = 0;
    this.solved = [];
    this.solvedInline = 0;
  }

  /** Counts an error and returns it to throw: the flow it happened in stops. */
  error(message) {
    this.errors += 1;
    if (this.firstErrors.length < 5) this.firstErrors.push(message);
    return new FlowError(message);
  }

  /** A visitor address of its own (TRUST_PROXY makes the servers read it from X-Forwarded-For). */
  nextIp() {
    this.ipCounter += 1;
    const n = this.ipCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** Waits while the other column has its turn. */
  async turn() {
    while (!this.active) await new Promise((resolve) => this.waiting.push(resolve));
  }

  resume() {
    this.active = true;
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Lets no new request start and waits for those in flight. */
  async pause() {
    this.active = false;
    if (this.inFlight > 0) await new Promise((resolve) => (this.drained = resolve));
  }

  started() {
    this.inFlight += 1;
  }

  finished() {
    this.inFlight -= 1;
    if (this.inFlight === 0 && this.drained) {
      this.drained();
      this.drained = null;
    }
  }
}

/** A browser: an address, cookies, the page's anti-forgery token. */
export class Visitor {
  constructor(run, kind) {
    this.run = run;
    this.kind = kind;
    this.ip = run.nextIp();
    this.cookies = new Map();
    this.csrf = '';
  }

  async request(method, pathname, { json, html = false, csrf = false } = {}) {
    const run = this.run;
    if (!run.running) throw STOPPED;
    const headers = {
      'x-forwarded-for': this.ip,
      'accept-encoding': 'br, gzip',
      accept: html ? 'text/html' : 'application/json',
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf) headers['x-csrf-token'] = this.csrf;
    let body;
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    await run.turn();
    if (!run.running) throw STOPPED;
    const measured = run.measuring;
    const started = performance.now();
    let response;
    run.started();
    try {
      response = await send(run.port, method, pathname, headers, body);
    } catch (error) {
      throw run.error(`${this.kind} ${method} ${pathname.split('?')[0]}: ${error.code ?? error.message}`);
    } finally {
      run.finished();
    }
    // A request started in a measured window counts: the window closes after the last one answered.
    if (measured) run.latencies[this.kind]?.push(performance.now() - started);
    keepCookies(this.cookies, [response.headers['set-cookie'] ?? []].flat());
    if (response.status < 200 || response.status > 299) {
      throw run.error(
        `${this.kind} ${method} ${pathname.split('?')[0]} -> ${response.status}: ${textOf(response).slice(0, 160)}`,
      );
    }
    return response;
  }

  async json(method, pathname, options) {
    return JSON.parse(textOf(await this.request(method, pathname, options)));
  }
}

// ------------------------------------------------------------------ the four kinds of work

/** Solves an ALTCHA v1 challenge as the widget does: the number whose hash with the salt is the challenge. */
export function solveAltcha(challenge) {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (
      createHash(algorithm)
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge not solved');
}

async function pageVisit(run, rand, state) {
  // Half the page views come from a visitor who has been here before (keeps the anti-forgery cookie).
  if (!state.visitor || rand() < 0.5) state.visitor = new Visitor(run, 'pages');
  const response = await state.visitor.request('GET', PAGES[Math.floor(rand() * PAGES.length)], {
    html: true,
  });
  if (response.body.length === 0) {
    throw run.error('pages: an empty page');
  }
}

function searchQuery(rand) {
  // rand() squared leans towards the first words: a few common searches, a long tail of rare ones.
  const word = () => WORDS[Math.floor(rand() * rand() * WORDS.length)];
  const query = rand() < 0.6 ? word() : `${word()} ${word()}`;
  const contentType = rand() < 0.5 ? 'alle' : CONTENT_TYPES[Math.floor(rand() * CONTENT_TYPES.length)];
  return `/api/v1/Search?${new URLSearchParams({ query, contentType })}`;
}

async function search(run, rand) {
  await new Visitor(run, 'search').request('GET', searchQuery(rand));
}

async function signUp(run, rand, state, pool, vuIndex) {
  const visitor = new Visitor(run, 'login');
  state.logins = (state.logins ?? 0) + 1;
  const email = `bench.${vuIndex}.${state.logins}.${Math.floor(rand() * 1e9).toString(36)}@voorbeeld.nl`;
  const page = await visitor.request('GET', '/login', { html: true });
  visitor.csrf = /name="csrf" value="([^"]+)"/.exec(textOf(page))?.[1] ?? '';
  const challenge = await visitor.json('GET', '/api/v1/authentication/altcha-challenge');
  let token = run.solved.pop();
  if (!token) {
    run.solvedInline += 1;
    token = solveAltcha(challenge);
  }
  const login = await visitor.json('POST', '/api/v1/authentication/login', {
    csrf: true,
    json: loginRequestBody({
      email,
      newsletter: false,
      recaptchaToken: token,
      redirectPath: '/mijn-trainingen',
      fromLoginPage: true,
    }),
  });
  if (login.status !== 'success') {
    throw run.error(`login: answered ${JSON.stringify(login.status)}`);
  }
  run.signUps.push(email);
  // The activation link, as the person finds it in the mail: straight from the outbox table, so the
  // servers' load has only what a real visitor sends.
  const { rows } = await pool.query(
    'select link from mail_outbox where recipient = $1 and link is not null order by seq desc limit 1',
    [email],
  );
  const link = rows[0]?.link;
  if (!link) {
    throw run.error('login: no activation mail in the outbox');
  }
  const activationToken = new URL(link).searchParams.get('activationToken');
  const activated = await visitor.json('POST', '/api/v1/authentication/activate', {
    csrf: true,
    json: { activationToken, email },
  });
  if (activated.status !== 'success') {
    throw run.error(`login: activate answered ${JSON.stringify(activated.status)}`);
  }
}

const CHOICE_CALLS = {
  InfoSlideMultipleChoiceQuestion: ['/api/elearning/InfoSlideAnswers', 'InfoSlideMultipleChoiceQuestionId'],
  FlipCardMultipleChoiceQuestion: ['/api/elearning/FlipCardAnswers', 'FlipCardMultipleChoiceQuestionId'],
  MultipleChoiceStatement: ['/api/elearning/StatementAnswers', 'StatementQuestionId'],
};

async function training(run, rand, courseIds) {
  const learner = new Visitor(run, 'training');
  const courseId = courseIds[Math.floor(rand() * courseIds.length)];
  const started = await learner.json('POST', '/api/elearning/StartRun', { json: { CourseId: courseId } });
  const activities = [...started.Chapters]
    .sort((a, b) => a.Chapter.ItemOrderNumber - b.Chapter.ItemOrderNumber)
    .flatMap((chapter) =>
      [...chapter.TeachingActivities].sort(
        (a, b) => a.TeachingActivity.ItemOrderNumber - b.TeachingActivity.ItemOrderNumber,
      ),
    );
  for (const { TeachingActivity: activity } of activities) {
    const content = await learner.json(
      'GET',
      `/api/elearning/Course/Chapter/TeachingActivityWithContent?teachingActivityId=${activity.Id}`,
    );
    const choice = CHOICE_CALLS[activity.Kind];
    let mark;
    if (choice) {
      const [url, field] = choice;
      const answers = await learner.json('POST', url, { json: { [field]: activity.Id } });
      const correct = answers.filter((a) => a.IsCorrect);
      const single =
        activity.Kind === 'MultipleChoiceStatement' ||
        (activity.Kind === 'InfoSlideMultipleChoiceQuestion' && !content.TeachingActivity.ShouldDragAnswer);
      // A third of the questions get a wrong answer, so the stored points vary.
      const wrong = answers.filter((a) => !a.IsCorrect);
      const pool = rand() < 1 / 3 && wrong.length > 0 ? wrong : correct.length > 0 ? correct : answers;
      const chosen = pool.slice(0, single ? 1 : Math.max(1, correct.length)).map((a) => a.Id);
      mark = await learner.json('POST', '/api/elearning/MarkAssignment', {
        json: { CourseId: courseId, AssignmentId: activity.Id, AnswerIds: chosen },
      });
    } else {
      mark = await learner.json('POST', '/api/elearning/MarkInfoSlideDone', {
        json: { CourseId: courseId, TeachingActivityId: activity.Id, AnswerIds: [] },
      });
    }
    run.acks.push({ runId: started.RunId, activityId: activity.Id, points: mark.Points });
  }
  await learner.json('GET', `/api/elearning/CompleteCourse/${courseId}`);
}

export async function virtualUser(run, kind, index, context) {
  // The player's seeded generator (mulberry32), so every run makes the same choices.
  const rand = seededRandom(seed + KINDS.indexOf(kind) * 1000 + index);
  const state = {};
  while (run.running) {
    const started = performance.now();
    try {
      if (kind === 'pages') await pageVisit(run, rand, state);
      else if (kind === 'search') await search(run, rand);
      else if (kind === 'login') await signUp(run, rand, state, context.pool, index);
      else await training(run, rand, context.courseIds);
      // A flow counts in the window where it ends (a training spans windows).
      if (run.measuring) run.flowsDone[kind] += 1;
    } catch (error) {
      if (error === STOPPED) return;
      if (!(error instanceof FlowError)) run.error(`${kind}: ${error.message}`);
    }
    if (kind === 'login') {
      const wait = LOGIN_INTERVAL_MS - (performance.now() - started);
      if (wait > 0 && run.running) await sleep(wait);
    }
  }
}
