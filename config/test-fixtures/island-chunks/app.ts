// The app: uses everything, so every module is in the build and shared.

import { FrameIsland } from './frame-island';
import { heavy, MARK, useful } from './lib';
import { schema } from './validators';

export function app(): string {
  return `${heavy()} ${useful(MARK)} ${schema()} ${FrameIsland()}`;
}

(globalThis as { app?: string }).app = app();
// A screen of the app, loaded when it is opened, with a text only the app shows.
(globalThis as { screen?: unknown }).screen = import('./app-text').then((module) => module.label);
// The api client, loaded at the first call; a screen that shares a contract; an island with a helper.
(globalThis as { client?: unknown }).client = import('./packages/api-client/src/client');
(globalThis as { screen2?: unknown }).screen2 = import('./screen');
(globalThis as { helper?: unknown }).helper = import('./helper-user');
