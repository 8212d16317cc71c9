import type { Block } from '@dementie/cms-model';
import { BlockList } from './block-renderer';
import { ChatbotContainer, isChatbotPath } from './chatbot/chatbot-container';
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
      {isChatbotPath(path) ? <ChatbotContainer widget={chatbot} /> : null}
    </>
  );
}
