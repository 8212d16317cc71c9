/*
 * Unsaved edits in admin mode (decision 0050: no lost edits). Every document editor on the page says
 * whether its draft differs from what was last saved; leaving the activity, or the page, asks first
 * while any of them does. Pure logic, no React: the editors and the player shell share one tracker.
 */

/** Which editors of one player have changes not saved yet. */
export interface UnsavedChanges {
  /** Records whether the editor `id` has unsaved changes. */
  set(id: string, unsaved: boolean): void;
  /** Forgets an editor (it left the screen). */
  remove(id: string): void;
  /** True while any editor has unsaved changes. */
  any(): boolean;
  /** Called whenever {@link any} may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A tracker for one player: several editors on one page, any unsaved one counts. */
export function createUnsavedChanges(): UnsavedChanges {
  const unsaved = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    set(id, value) {
      if (unsaved.has(id) === value) return;
      if (value) unsaved.add(id);
      else unsaved.delete(id);
      notify();
    },
    remove(id) {
      if (unsaved.delete(id)) notify();
    },
    any: () => unsaved.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether a draft has unsaved changes: its serialized form differs from the one last saved (or
 * opened with). Editing back to the saved text makes it clean again.
 */
export function isUnsaved(lastSaved: string, draft: string): boolean {
  return lastSaved !== draft;
}

/** What leaving asks for: go at once, or ask first (the confirm dialog). */
export type LeaveDecision = 'leave' | 'ask';

/** Leaving with unsaved changes asks first; otherwise it goes at once. */
export function leaveDecision(changes: Pick<UnsavedChanges, 'any'>): LeaveDecision {
  return changes.any() ? 'ask' : 'leave';
}

/**
 * The browser's own prompt on closing or reloading the page (beforeunload): only while something
 * is unsaved. Browsers show their own text; calling preventDefault (and the older returnValue) asks.
 */
export function warnBeforeUnload(
  event: Pick<BeforeUnloadEvent, 'preventDefault'> & { returnValue: unknown },
  changes: Pick<UnsavedChanges, 'any'>,
): boolean {
  if (!changes.any()) return false;
  event.preventDefault();
  event.returnValue = '';
  return true;
}
