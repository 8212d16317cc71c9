import { describe, expect, it, vi } from 'vitest';
import { createUnsavedChanges, isUnsaved, leaveDecision, warnBeforeUnload } from './unsaved-changes';

describe('unsaved changes (decision 0050)', () => {
  it('counts any editor with unsaved changes, and forgets editors that are gone', () => {
    const changes = createUnsavedChanges();
    const listener = vi.fn();
    changes.subscribe(listener);
    expect(changes.any()).toBe(false);
    changes.set('activity', true);
    changes.set('answer-2', true);
    changes.set('activity', false);
    expect(changes.any()).toBe(true);
    changes.remove('answer-2');
    expect(changes.any()).toBe(false);
    // Four changes of state; setting the same value again tells nobody.
    changes.set('activity', false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('a draft is unsaved while it differs from the last saved text', () => {
    expect(isUnsaved('[]', '[]')).toBe(false);
    expect(isUnsaved('[]', '[{"Kind":"Tip"}]')).toBe(true);
  });

  it('asks before leaving only while something is unsaved', () => {
    const changes = createUnsavedChanges();
    expect(leaveDecision(changes)).toBe('leave');
    changes.set('activity', true);
    expect(leaveDecision(changes)).toBe('ask');
  });

  it("triggers the browser's prompt on unload only while something is unsaved", () => {
    const changes = createUnsavedChanges();
    const clean = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    expect(warnBeforeUnload(clean, changes)).toBe(false);
    expect(clean.preventDefault).not.toHaveBeenCalled();
    changes.set('activity', true);
    const dirty = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    expect(warnBeforeUnload(dirty, changes)).toBe(true);
    expect(dirty.preventDefault).toHaveBeenCalled();
    expect(dirty.returnValue).toBe('');
  });
});
