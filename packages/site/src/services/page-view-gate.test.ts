import { describe, expect, it } from 'vitest';
import { createPageViewGate } from './page-view-gate';

describe('the page-view gate (one page view per page the visitor sees)', () => {
  it('sends a location once, however often it is counted', () => {
    const gate = createPageViewGate();
    const sent: string[] = [];
    gate.count('a', () => sent.push('a'));
    gate.count('a', () => sent.push('a again'));
    expect(sent).toEqual(['a']);
  });

  it('holds a screen that may lead on: replaced sends nothing, shown sends the view that waited', () => {
    const gate = createPageViewGate();
    const sent: string[] = [];
    // The result page while the server's page is hydrated: the app counts it before the screen knows.
    gate.hold('result');
    gate.count('result', () => sent.push('result'));
    expect(sent).toEqual([]);
    gate.replaced('result');
    gate.shown('result');
    expect(sent).toEqual([]);

    gate.hold('stays');
    gate.count('stays', () => sent.push('stays'));
    gate.shown('stays');
    gate.shown('stays');
    expect(sent).toEqual(['stays']);
  });

  it('a location replaced before it was counted is never counted', () => {
    const gate = createPageViewGate();
    const sent: string[] = [];
    gate.replaced('led-on');
    gate.count('led-on', () => sent.push('led-on'));
    expect(sent).toEqual([]);
  });
});
