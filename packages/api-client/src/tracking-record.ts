/*
 * The tracking record of spec 3 §3: userId, pageKind, nodeType, nodeId, trainingsId, questionId, with
 * "Drupal entity id has the form 'type:number'". Spec 3 §7 has no call for it: it is not sent to our
 * server, it travels with the analytics events on the dataLayer (decision 0031: only with statistics
 * consent), each field null where the page has none. The site's page views carry it, and so does each
 * training step (the player's training_process). See docs/decisions/0094-the-tracking-record.md.
 * No zod here: the site's islands runtime builds records and must not load the schemas
 * (`trackingRecordSchema` is in contracts/tracking.ts).
 */

/** Where a page or step is, for analytics (spec 3 §3). */
export interface TrackingRecord {
  /**
   * The signed-in account's analytics pseudonym (`AnalyticsId` of the auth user): never the account's
   * id or e-mail address, and not linkable to them outside our server. Null for a guest, and while
   * the page does not know the session yet.
   */
  readonly userId: string | null;
  /** The page kind: a CMS page's kind (spec 2 §2.2: 'home', 'sdv', 'news' ...), or 'training'. */
  readonly pageKind: string | null;
  /** The CMS bundle of the page's node ('homepage', 'content_page' ...). */
  readonly nodeType: string | null;
  /** The Drupal entity id of the page's node: 'type:number', e.g. 'node:12' (the home page 'node:9999'). */
  readonly nodeId: string | null;
  /** The training (course id) the page or step belongs to. */
  readonly trainingsId: number | null;
  /** The activity (teaching activity id) of a training step. */
  readonly questionId: number | null;
}

/** The page kind of a training's pages and steps in a tracking record. */
export const TRAINING_PAGE_KIND = 'training';

/** The Drupal entity id of an entity: `drupalEntityId('node', 12)` is 'node:12'. */
export function drupalEntityId(type: string, id: number): string {
  return `${type}:${id}`;
}

/** A tracking record with the fields given and null for the others. */
export function trackingRecord(fields: Partial<TrackingRecord> = {}): TrackingRecord {
  return {
    userId: fields.userId ?? null,
    pageKind: fields.pageKind ?? null,
    nodeType: fields.nodeType ?? null,
    nodeId: fields.nodeId ?? null,
    trainingsId: fields.trainingsId ?? null,
    questionId: fields.questionId ?? null,
  };
}
