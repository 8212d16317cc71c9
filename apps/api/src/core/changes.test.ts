import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { Notifications } from '../db/notifications';
import { eventually } from '../test-support/wait';
import { CHANGE_TOPICS, ChangeFeed, type ChangeTopic } from './changes';

/**
 * LISTEN/NOTIFY as PostgreSQL does it, in memory: a notification reaches every listener of the channel,
 * the sender's own included; `resume()` is a listening connection that was lost and is back.
 */
class MemoryNotifications implements Notifications {
  private readonly listeners = new Set<{
    channel: string;
    onMessage: (p: string) => void;
    onResumed: () => void;
  }>();
  failSends = false;

  async notify(channel: string, payload: string): Promise<void> {
    if (this.failSends) throw new Error('connection refused');
    for (const listener of this.listeners) if (listener.channel === channel) listener.onMessage(payload);
  }

  async listen(channel: string, onMessage: (p: string) => void, onResumed: () => void) {
    const listener = { channel, onMessage, onResumed };
    this.listeners.add(listener);
    return async () => {
      this.listeners.delete(listener);
    };
  }

  resume(): void {
    for (const listener of this.listeners) listener.onResumed();
  }

  send(channel: string, payload: string): void {
    for (const listener of this.listeners) if (listener.channel === channel) listener.onMessage(payload);
  }
}

/** A feed that records which topics its listeners heard. */
function recordingFeed(notifications: Notifications | null) {
  const feed = new ChangeFeed(notifications);
  const heard: ChangeTopic[] = [];
  for (const topic of CHANGE_TOPICS) feed.on(topic, () => heard.push(topic));
  return { feed, heard };
}

/** A started recording feed on a bus of its own, and that bus (to send, fail or resume). */
async function startedFeed() {
  const bus = new MemoryNotifications();
  const { feed, heard } = recordingFeed(bus);
  await feed.start();
  return { bus, feed, heard };
}

/** The started recording feeds of two processes that share one notification bus. */
async function twoProcesses() {
  const bus = new MemoryNotifications();
  const here = recordingFeed(bus);
  const there = recordingFeed(bus);
  await here.feed.start();
  await there.feed.start();
  return { here, there };
}

describe('the change feed between processes (decision 0064)', () => {
  it('runs its own listeners once at publish, not again when its own notification comes back', async () => {
    const { feed, heard } = await startedFeed();
    await feed.publish('documents');
    expect(heard).toEqual(['documents']);
  });

  it("runs the listeners of another process's topic, and only those", async () => {
    const { here, there } = await twoProcesses();
    await here.feed.publish('redirects');
    await here.feed.publish('erasure');
    expect(there.heard).toEqual(['redirects', 'erasure']);
  });

  it('lets one listener listen to several topics', async () => {
    const feed = new ChangeFeed(null);
    let drops = 0;
    feed.on(['content', 'search'], () => {
      drops += 1;
    });
    await feed.publish('content');
    await feed.publish('search');
    await feed.publish('certificates');
    expect(drops).toBe(2);
  });

  it('ignores what is not a change of ours: bad JSON, unknown topics', async () => {
    const { bus, heard } = await startedFeed();
    for (const payload of [
      '',
      'not json',
      '{"topic":"everything","from":"x"}',
      '[]',
      'null',
      '{"from":"x"}',
    ]) {
      bus.send('dementie_changes', payload);
    }
    expect(heard).toEqual([]);
  });

  it('drops everything once a lost connection is back: what changed meanwhile is unknown', async () => {
    const { bus, heard } = await startedFeed();
    bus.resume();
    expect([...heard].sort()).toEqual([...CHANGE_TOPICS].sort());
  });

  it('keeps the write when the notification cannot be sent, and still drops its own caches', async () => {
    const { bus, feed, heard } = await startedFeed();
    bus.failSends = true;
    await expect(feed.publish('content')).resolves.toBeUndefined();
    expect(heard).toEqual(['content']);
  });

  it('runs the other listeners when one throws', async () => {
    const feed = new ChangeFeed(null);
    const heard: string[] = [];
    feed.on('content', () => {
      throw new Error('broken cache');
    });
    feed.on('content', () => heard.push('second'));
    await feed.publish('content');
    expect(heard).toEqual(['second']);
  });

  it('stops hearing others after close', async () => {
    const { here, there } = await twoProcesses();
    await there.feed.close();
    await here.feed.publish('search');
    expect(there.heard).toEqual([]);
  });
});

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

// The real transport: two handles (two pools, as two processes have) on one schema, and a third on
// another schema that must hear nothing.
describe.skipIf(!url)('the change feed on PostgreSQL LISTEN/NOTIFY (needs TEST_DATABASE_URL)', () => {
  const opened: { schema: string; handle: DatabaseHandle; feed: ChangeFeed }[] = [];

  afterEach(async () => {
    for (const { schema, handle, feed } of opened.splice(0)) {
      await feed.close();
      await handle.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await handle.close();
    }
  });

  async function process(schema: string) {
    const handle = await openDatabase({ databaseUrl: url, pgSchema: schema });
    const { feed, heard } = recordingFeed(handle.notifications);
    await feed.start();
    opened.push({ schema, handle, feed });
    return { handle, feed, heard };
  }

  const until = (check: () => boolean) => eventually('the notification arrives', 20_000, check, 20);

  it('reaches the other process on the same schema, and no process on another', async () => {
    const schema = `test_feed_${randomBytes(5).toString('hex')}`;
    const one = await process(schema);
    const two = await process(schema);
    const elsewhere = await process(`test_feed_${randomBytes(5).toString('hex')}`);
    await one.feed.publish('documents');
    await until(() => two.heard.length > 0);
    expect(two.heard).toEqual(['documents']);
    expect(one.heard).toEqual(['documents']);
    // 'content' reaches every listener of its channel together: had the other schema's process shared
    // the channel, it would have heard it by the time the second process did.
    await elsewhere.feed.publish('search');
    await one.feed.publish('content');
    await until(() => two.heard.length > 1);
    expect(two.heard).toEqual(['documents', 'content']);
    expect(elsewhere.heard).toEqual(['search']);
  });

  it('listens again after its connection was cut, drops everything, and hears what comes next', async () => {
    const schema = `test_feed_${randomBytes(5).toString('hex')}`;
    const one = await process(schema);
    const two = await process(schema);
    // The database ends the listening connection of every process on this schema (a restart, a cut).
    await one.handle.db.execute(
      sql.raw(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen dementie_changes_${schema}'`,
      ),
    );
    await until(() => two.heard.length >= CHANGE_TOPICS.length);
    expect([...two.heard].sort()).toEqual([...CHANGE_TOPICS].sort());
    await until(() => one.heard.length >= CHANGE_TOPICS.length);
    two.heard.length = 0;
    await one.feed.publish('redirects');
    await until(() => two.heard.length > 0);
    expect(two.heard).toEqual(['redirects']);
  });
});
