import type { ComponentType } from 'react';
import { BLOCK_ISLAND, type BlockIslandProps } from '../blocks/renderer/block-renderer';
import {
  CHATBOT_ISLAND,
  COOKIE_CONSENT_ISLAND,
  COOKIE_SETTINGS_ISLAND,
  UTILITIES_BAR_ISLAND,
  VIDEO_PLAYER_ISLAND,
} from './island-names';

/**
 * The browser's side of islands (decision 0067): an island's name to its component, each loaded
 * only when an island of that name is hydrated, given the props its server render wrote (a block
 * island loads its block's code only, decision 0069). The site adds its own (the header's menus,
 * the footer) to these of the kit.
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's component takes the props its server render wrote
export type IslandRegistry = Readonly<Record<string, (props: any) => Promise<ComponentType<any>>>>;

/** The kit's islands: blocks that need script, the chatbot, videos, the cookie banner, the page tools. */
export const kitIslands: IslandRegistry = {
  [BLOCK_ISLAND]: (props: BlockIslandProps) => import('./block-island').then((m) => m.blockIslandFor(props)),
  [CHATBOT_ISLAND]: () => import('../blocks/chatbot/chatbot-container').then((m) => m.ChatbotContainer),
  [VIDEO_PLAYER_ISLAND]: () => import('../widgets/video-player/video-player').then((m) => m.VideoPlayerView),
  [COOKIE_CONSENT_ISLAND]: () => import('../consent/cookie-consent').then((m) => m.CookieConsentView),
  [COOKIE_SETTINGS_ISLAND]: () => import('../consent/cookie-consent').then((m) => m.CookieSettingsButtonView),
  [UTILITIES_BAR_ISLAND]: () =>
    import('../widgets/utilities-bar/utilities-bar').then((m) => m.UtilitiesBarView),
};
