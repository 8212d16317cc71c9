import type { ApiResult } from '@dementie/api-client';
import type { ImagePickerClient } from '@dementie/block-kit';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { isAdminAddress } from '../domain/video';
import type { DocumentSaveBackend } from './document-model';

/** What admin mode needs from the server: the editor check, the save call and the blob calls (an `ApiClient` fits). */
export interface PlayerEditorBackend extends DocumentSaveBackend, ImagePickerClient {
  /** The admin check (spec 3 §6; api-client `isEditor`). */
  isEditor(): Promise<ApiResult<boolean>>;
}

interface PlayerEditorValue {
  /** Admin mode: the address contains 'admin' and the server confirmed the editor role. */
  readonly admin: boolean;
  readonly backend: PlayerEditorBackend | undefined;
}

const PlayerEditorContext = createContext<PlayerEditorValue>({ admin: false, backend: undefined });
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
 * answer keeps the normal player.
 */
export function PlayerEditorProvider({ backend, address, children }: PlayerEditorProviderProps): ReactNode {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    const where =
      address ??
      (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);
    if (!backend || !isAdminAddress(where)) {
      setAdmin(false);
      return;
    }
    let live = true;
    void backend.isEditor().then((result) => {
      if (live) setAdmin(result.kind === 'loaded' && result.value);
    });
    return () => {
      live = false;
    };
  }, [backend, address]);
  return <PlayerEditorContext value={{ admin, backend }}>{children}</PlayerEditorContext>;
}

/** Admin mode and the editor calls of the nearest player (not admin without a provider). */
export function usePlayerEditor(): PlayerEditorValue {
  return useContext(PlayerEditorContext);
}
