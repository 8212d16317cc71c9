import type { ApiResult } from '@dementie/api-client';
import type { ImagePickerClient } from '@dementie/block-kit';
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { isAdminAddress } from '../domain/video';
import type { DocumentSaveBackend } from './document-model';
import { createUnsavedChanges, type UnsavedChanges, warnBeforeUnload } from './unsaved-changes';

/** What admin mode needs from the server: the editor check, the save call and the blob calls (an `ApiClient` fits). */
export interface PlayerEditorBackend extends DocumentSaveBackend, ImagePickerClient {
  /** The admin check (spec 3 §6; api-client `isEditor`). */
  isEditor(): Promise<ApiResult<boolean>>;
}

/**
 * Where the admin decision stands: 'checking' until the address is read and, on an 'admin'
 * address, the server has answered; then 'editor' (admin mode) or 'visitor'.
 */
export type PlayerEditorStatus = 'checking' | 'editor' | 'visitor';

interface PlayerEditorValue {
  /** Admin mode: the address contains 'admin' and the server confirmed the editor role. */
  readonly admin: boolean;
  /** The admin decision; the player opens a run (visitor) or the editor's view (editor) once it is made. */
  readonly status: PlayerEditorStatus;
  readonly backend: PlayerEditorBackend | undefined;
  /** The document editors' unsaved changes (decision 0050). */
  readonly unsaved: UnsavedChanges;
}

const noChanges = createUnsavedChanges();
const PlayerEditorContext = createContext<PlayerEditorValue>({
  admin: false,
  status: 'visitor',
  backend: undefined,
  unsaved: noChanges,
});
PlayerEditorContext.displayName = 'PlayerEditorContext';

/** Props of {@link PlayerEditorProvider}. */
export interface PlayerEditorProviderProps {
  /** The editor calls; without it admin mode never starts. */
  readonly backend: PlayerEditorBackend | undefined;
  /** The address to check for 'admin'. Default the browser's path and query (read after mounting). */
  readonly address?: string | undefined;
  readonly children?: ReactNode;
}

/**
 * Decides admin mode (spec 3 §6 "Admin (detected by an admin check)"): only when the address
 * contains 'admin' is the server asked, so visitors make no extra call; a failed or negative
 * answer keeps the normal player. In admin mode, closing or reloading the page with unsaved
 * edits triggers the browser's own prompt (decision 0050).
 */
export function PlayerEditorProvider({ backend, address, children }: PlayerEditorProviderProps): ReactNode {
  const [status, setStatus] = useState<PlayerEditorStatus>(() =>
    address !== undefined && (!backend || !isAdminAddress(address)) ? 'visitor' : 'checking',
  );
  const [unsaved] = useState(createUnsavedChanges);
  useEffect(() => {
    const where =
      address ??
      (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);
    if (!backend || !isAdminAddress(where)) {
      setStatus('visitor');
      return;
    }
    let live = true;
    setStatus('checking');
    void backend.isEditor().then((result) => {
      if (live) setStatus(result.kind === 'loaded' && result.value ? 'editor' : 'visitor');
    });
    return () => {
      live = false;
    };
  }, [backend, address]);
  const admin = status === 'editor';
  useEffect(() => {
    if (!admin) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      warnBeforeUnload(event, unsaved);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [admin, unsaved]);
  return <PlayerEditorContext value={{ admin, status, backend, unsaved }}>{children}</PlayerEditorContext>;
}

/** Admin mode and the editor calls of the nearest player (not admin without a provider). */
export function usePlayerEditor(): PlayerEditorValue {
  return useContext(PlayerEditorContext);
}

/**
 * Tells the player whether this editor has unsaved changes (decision 0050); forgotten when it unmounts,
 * so an editor left behind never holds the player back.
 */
export function useReportUnsaved(unsaved: boolean): void {
  const { unsaved: changes } = usePlayerEditor();
  const id = useId();
  useEffect(() => {
    changes.set(id, unsaved);
  }, [changes, id, unsaved]);
  useEffect(() => () => changes.remove(id), [changes, id]);
}
