import type { Block } from '@dementie/cms-model';
import { Island } from '../islands/island';
import { CHATBOT_ISLAND } from '../islands/island-names';
import { BlockList } from './block-renderer';
import { ChatbotContainer, type ChatbotContainerProps, isChatbotPath } from './chatbot/chatbot-container';
import { useBlockData } from './renderer/block-data';

/** Props of `PageBlocks`. */
export interface PageBlocksProps {
  blocks: readonly Block[];
}

/**
 * The blocks of a page in order, then the chatbot container on the paths of spec 2 §2.1 (the path
 * comes from the block data).
 */
export function PageBlocks({ blocks }: PageBlocksProps) {
  const { path, chatbot } = useBlockData();
  return (
    <>
      <BlockList blocks={blocks} />
      {/* The chat widget's button is fixed to the screen: taken over when the page is idle. */}
      {isChatbotPath(path) ? (
        <Island<ChatbotContainerProps> name={CHATBOT_ISLAND} props={{ widget: chatbot }} when="idle">
          <ChatbotContainer widget={chatbot} />
        </Island>
      ) : null}
    </>
  );
}
