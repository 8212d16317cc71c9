import { describe, expect, it } from 'vitest';
import { trackingRecordSchema } from './contracts/tracking.js';
import { drupalEntityId, trackingRecord } from './tracking-record.js';

describe('the tracking record (spec 3 §3)', () => {
  it('has every field, null where the page has none', () => {
    expect(trackingRecord({ pageKind: 'training', trainingsId: 2, questionId: 2104 })).toEqual({
      userId: null,
      pageKind: 'training',
      nodeType: null,
      nodeId: null,
      trainingsId: 2,
      questionId: 2104,
    });
  });

  it("writes a Drupal entity id as 'type:number'", () => {
    expect(drupalEntityId('node', 9999)).toBe('node:9999');
    const record = trackingRecord({
      pageKind: 'home',
      nodeType: 'homepage',
      nodeId: drupalEntityId('node', 9999),
    });
    expect(trackingRecordSchema.parse(record)).toEqual(record);
  });

  it('refuses a node id of another form and a record without all its fields', () => {
    expect(trackingRecordSchema.safeParse(trackingRecord({ nodeId: '9999' })).success).toBe(false);
    expect(trackingRecordSchema.safeParse(trackingRecord({ nodeId: 'node:' })).success).toBe(false);
    expect(trackingRecordSchema.safeParse({ pageKind: 'home' }).success).toBe(false);
  });
});
