// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createParentMessenger,
  type EmbedWindow,
  mayTalkTo,
  parentOrigin,
  readAllowedOrigins,
} from './parent-messages';

const OWN = 'https://www.dementie.example';
const PARTNER = 'https://partner.example';

/** A frame's window: its parent records what it is sent; `ancestors` as Chromium gives them. */
function framed(options: { ancestors?: string[]; referrer?: string; top?: boolean } = {}) {
  const sent: { message: unknown; target: string }[] = [];
  const parent = { postMessage: (message: unknown, target: string) => sent.push({ message, target }) };
  const view: EmbedWindow & { parent: typeof parent } = {
    parent,
    location: { origin: OWN, ...(options.ancestors ? { ancestorOrigins: options.ancestors } : {}) },
    document: { referrer: options.referrer ?? '' },
  };
  if (options.top) (view as { parent: unknown }).parent = view;
  return { view, sent };
}

describe("the embed page's messages to its parent (decision 0085)", () => {
  it("finds the parent's origin in ancestorOrigins, else in the referrer", () => {
    expect(parentOrigin(framed({ ancestors: [PARTNER, 'https://top.example'] }).view)).toBe(PARTNER);
    expect(parentOrigin(framed({ referrer: `${PARTNER}/cursus/pagina?x=1` }).view)).toBe(PARTNER);
    // ancestorOrigins wins over a referrer (which a redirect or a parent's navigation may have left).
    expect(parentOrigin(framed({ ancestors: [PARTNER], referrer: 'https://other.example/' }).view)).toBe(
      PARTNER,
    );
    expect(parentOrigin(framed().view)).toBeNull();
    expect(parentOrigin(framed({ referrer: 'nonsense' }).view)).toBeNull();
    // A sandboxed parent has an opaque origin: nobody to talk to.
    expect(parentOrigin(framed({ ancestors: ['null'] }).view)).toBeNull();
    // Not framed at all.
    expect(parentOrigin(framed({ top: true, referrer: `${PARTNER}/` }).view)).toBeNull();
  });

  it("talks to this site itself and to the configured partners' origins only", () => {
    expect(mayTalkTo(OWN, OWN, [])).toBe(true);
    expect(mayTalkTo(PARTNER, OWN, [PARTNER])).toBe(true);
    expect(mayTalkTo(PARTNER, OWN, [])).toBe(false);
    expect(mayTalkTo('https://partner.example:8443', OWN, [PARTNER])).toBe(false);
    expect(mayTalkTo(null, OWN, [PARTNER])).toBe(false);
    expect(readAllowedOrigins(`${PARTNER} http://localhost:4810  bad`)).toEqual([
      PARTNER,
      'http://localhost:4810',
    ]);
    expect(readAllowedOrigins(null)).toEqual([]);
    expect(readAllowedOrigins('')).toEqual([]);
  });

  it("posts each message with its source to the parent's own origin, never to '*'", () => {
    const { view, sent } = framed({ ancestors: [PARTNER] });
    const messenger = createParentMessenger(view, [PARTNER]);
    expect(messenger.target).toBe(PARTNER);
    messenger.post({ type: 'ready', courseId: 2 });
    messenger.post({ type: 'resize', courseId: 2, height: 812 });
    messenger.post({
      type: 'event',
      courseId: 2,
      event: { event: 'training_start', training_name: 'Goed contact' },
    });
    messenger.post({ type: 'certificate', courseId: 2, certificateId: 'abc' });
    expect(sent).toEqual([
      { message: { source: 'dementie-player', type: 'ready', courseId: 2 }, target: PARTNER },
      { message: { source: 'dementie-player', type: 'resize', courseId: 2, height: 812 }, target: PARTNER },
      {
        message: {
          source: 'dementie-player',
          type: 'event',
          courseId: 2,
          event: { event: 'training_start', training_name: 'Goed contact' },
        },
        target: PARTNER,
      },
      {
        message: { source: 'dementie-player', type: 'certificate', courseId: 2, certificateId: 'abc' },
        target: PARTNER,
      },
    ]);
  });

  it('sends nothing to a parent that is not allowed, or when it cannot know the parent', () => {
    const stranger = framed({ ancestors: ['https://stranger.example'] });
    const refused = createParentMessenger(stranger.view, [PARTNER]);
    expect(refused.target).toBeNull();
    refused.post({ type: 'ready', courseId: 2 });
    expect(stranger.sent).toEqual([]);

    const unknown = framed();
    createParentMessenger(unknown.view, [PARTNER]).post({ type: 'ready', courseId: 2 });
    expect(unknown.sent).toEqual([]);

    // This site framing its own embed page ('self') hears it.
    const self = framed({ ancestors: [OWN] });
    createParentMessenger(self.view, []).post({ type: 'ready', courseId: 2 });
    expect(self.sent).toEqual([
      { message: { source: 'dementie-player', type: 'ready', courseId: 2 }, target: OWN },
    ]);
  });
});
