import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../core/error-handler';
import { answerBoundMs, DatabaseNotAnswering } from './answer-limits';
import { AnswerWatch } from './postgres-pool';

// The pool's memory of whether PostgreSQL answers (decision 0090), on a
// clock the test moves. The pool itself, against a database that stops answering, is tested in
// database-that-stops-answering.test.ts.
describe('AnswerWatch', () => {
  function watchAt(retryMs = 1_000, tryLimitMs = 5_000) {
    let now = 0;
    const watch = new AnswerWatch(retryMs, tryLimitMs, () => now);
    return { watch, advance: (ms: number) => (now += ms) };
  }

  it('lets every query go while the database answers', () => {
    const { watch } = watchAt();
    expect([watch.admit(), watch.admit()]).toEqual(['go', 'go']);
    expect(watch.failing).toBe(false);
  });

  it('refuses at once after a failure, lets one try through per retry, and opens again on an answer', () => {
    const { watch, advance } = watchAt(1_000);
    watch.failed();
    expect(watch.admit()).toBe('refuse');
    advance(999);
    expect(watch.admit()).toBe('refuse');
    advance(1);
    expect(watch.admit()).toBe('try');
    // One try at a time: the others are still refused while it is under way.
    expect(watch.admit()).toBe('refuse');
    watch.failed();
    advance(1_000);
    expect(watch.admit()).toBe('try');
    watch.answered();
    expect(watch.failing).toBe(false);
    expect(watch.admit()).toBe('go');
  });

  it('lets another try through when one never settles', () => {
    const { watch, advance } = watchAt(1_000, 5_000);
    watch.failed();
    advance(1_000);
    expect(watch.admit()).toBe('try');
    advance(4_999);
    expect(watch.admit()).toBe('refuse');
    advance(1);
    expect(watch.admit()).toBe('try');
  });
});

describe('the answer bound', () => {
  it('is the wait for a connection, the statement limit and the grace: 5 s by default', () => {
    expect(answerBoundMs({ connectTimeoutMs: 2_000, queryTimeoutMs: 2_500 })).toBe(5_000);
  });

  it('makes a request that meets a database that does not answer a 503', () => {
    expect(isDatabaseUnavailable(new DatabaseNotAnswering('no answer'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new DatabaseNotAnswering('x') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(
      true,
    );
  });
});
