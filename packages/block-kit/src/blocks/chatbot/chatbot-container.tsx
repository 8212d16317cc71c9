/** Spec 2 §2.1: the chatbot appears on pages whose path contains campagnes/chatbot-landing. */
export const CHATBOT_PATH_PART = 'campagnes/chatbot-landing';

/** The id of the element the chatbot widget installs itself into. */
export const CHATBOT_CONTAINER_ID = 'chatbot-container';

/** Whether a path gets the chatbot container. */
export function isChatbotPath(path: string | undefined): boolean {
  return Boolean(path?.includes(CHATBOT_PATH_PART));
}

/**
 * The empty container the chatbot widget fills (spec 2 §2.5: 70 px bottom margin). The widget itself
 * (loading, retries every 300 ms, reinstall when emptied) belongs to the widgets.
 */
export function ChatbotContainer() {
  return <div id={CHATBOT_CONTAINER_ID} className="bk-chatbot" />;
}
