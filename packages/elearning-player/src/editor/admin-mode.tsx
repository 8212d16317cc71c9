import type { ApiResult } from '@dementie/api-client';
import type { ImagePickerClient } from '@dementie/block-kit';
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { isAdminAddress } from '../domain/video';
import type { DocumentSaveBackend } from './document-model';
import type { DocumentTarget } from './document-target';
import { createUnsavedChanges, type UnsavedChanges, warnBeforeUnload } from './unsaved-changes';

/** What admin mode needs from the server: the editor check, the save call and the blob calls (an `ApiClient` fits). */
export interface PlayerEditorBackend extends DocumentSaveBackend, ImagePickerClient {
  /** The admin check (spec 3 §6; api-client `isEditor`). */
  isEditor(): Promise<ApiResult<boolean>>;
}

/** Props of the document editor (`EditableDocumentEditor` of `@dementie/elearning-player/editor`). */
export interface EditableDocumentEditorProps {
  /** The stored document (serialized). */
  readonly value: string | undefined;
  /** Where it is saved. */
  readonly target: DocumentTarget;
  /** The save and blob calls. */
  readonly backend: PlayerEditorBackend;
  /**
   * The editor's heading and the name of its region: says what is edited, so several editors on
   * one page stay apart (e.g. 'Antwoord 2 bewerken: …'). Default 'Inhoud bewerken'.
   */
  readonly heading?: string;
}

/**
 * Loads the document editor of admin mode, the host's `() => import('@dementie/elearning-player/editor')`.
 * The player never names that entry itself: it needs Lexical (optional peers of block-kit), which a
 * host that only shows trainings does not install, and a bundler follows every `import()` it sees.
 */
export type DocumentEditorLoader = () => Promise<{
  readonly EditableDocumentEditor: ComponentType<EditableDocumentEditorProps>;
}>;

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
  /** The document editor, loaded on first render (suspends meanwhile); admin mode needs it. */
  readonly DocumentEditor: ComponentType<EditableDocumentEditorProps> | undefined;
  /** The document editors' unsaved changes (decision 0050). */
  readonly unsaved: UnsavedChanges;
}

const noChanges = createUnsavedChanges();
const PlayerEditorContext = createContext<PlayerEditorValue>({
  admin: false,
  status: 'visitor',
  backend: undefined,
  DocumentEditor: undefined,
  unsaved: noChanges,
});
PlayerEditorContext.displayName = 'PlayerEditorContext';

/** Props of {@link PlayerEditorProvider}. */
export interface PlayerEditorProviderProps {
  /** The editor calls; without it admin mode never starts. */
  readonly backend: PlayerEditorBackend | undefined;
  /**
   * Loads the document editor, `() => import('@dementie/elearning-player/editor')` (that entry needs
   * the Lexical packages, see the README's 'Editor'); without it admin mode never starts.
   */
  readonly documentEditor?: DocumentEditorLoader | undefined;
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
export function PlayerEditorProvider({
  backend: editorBackend,
  documentEditor,
  address,
  children,
}: PlayerEditorProviderProps): ReactNode {
  // Without a way to load the editor there is no admin mode: the server is not even asked.
  const backend = documentEditor ? editorBackend : undefined;
  const [status, setStatus] = useState<PlayerEditorStatus>(() =>
    address !== undefined && (!backend || !isAdminAddress(address)) ? 'visitor' : 'checking',
  );
  const [unsaved] = useState(createUnsavedChanges);
  const DocumentEditor = useMemo(
    () =>
      documentEditor
        ? lazy(() => documentEditor().then((module) => ({ default: module.EditableDocumentEditor })))
        : undefined,
    [documentEditor],
  );
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
  return (
    <PlayerEditorContext value={{ admin, status, backend, DocumentEditor, unsaved }}>
      {children}
    </PlayerEditorContext>
  );
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
