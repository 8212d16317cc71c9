import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useState } from 'react';
import { useConsent } from '../../consent/consent-context';
import { Button } from '../../primitives/button';
import { Loader } from '../../primitives/loader';
import { type ChatbotStatus, type ChatbotWidgetConfig, startChatbotLoader } from './chatbot-loader';

/** Spec 2 §2.1: the chatbot appears on pages whose path contains campagnes/chatbot-landing. */
export const CHATBOT_PATH_PART = 'campagnes/chatbot-landing';

/** The id of the element the chatbot widget installs itself into. */
export const CHATBOT_CONTAINER_ID = 'chatbot-container';

/** Whether a path gets the chatbot container. */
export function isChatbotPath(path: string | undefined): boolean {
  return Boolean(path?.includes(CHATBOT_PATH_PART));
}

/** Props of `ChatbotContainer`. */
export interface ChatbotContainerProps {
  /**
   * The brand's chatbot widget. Without it only the empty container is rendered (a widget loaded by
   * other means may fill it). With it, the widget script is loaded after marketing consent.
   */
  widget?: ChatbotWidgetConfig | undefined;
}

/**
 * The chatbot container (spec 2 §2.5: 70 px bottom margin) and its loader (spec 2 §4). The widget
 * comes from another party, so it needs marketing consent (decision 0029: nothing third-party before
 * consent); until then a calm message offers the cookie choice. The container itself stays empty
 * for the widget alone: the loader installs the widget again whenever the container is emptied.
 */
export function ChatbotContainer({ widget }: ChatbotContainerProps) {
  const t = useT();
  const consent = useConsent();
  const allowed = consent.has('marketing');
  const [status, setStatus] = useState<ChatbotStatus>('waiting');
  const scriptSrc = widget?.scriptSrc;
  const globalName = widget?.globalName;

  useEffect(() => {
    if (!allowed || !scriptSrc) return;
    return startChatbotLoader({
      document,
      containerId: CHATBOT_CONTAINER_ID,
      scriptSrc,
      ...(globalName ? { globalName } : {}),
      onStatus: setStatus,
    });
  }, [allowed, scriptSrc, globalName]);

  if (!widget) return <div id={CHATBOT_CONTAINER_ID} className="bk-chatbot" />;
  return (
    <section className="bk-chatbot" aria-label={t('chatbot.label')}>
      {!allowed ? (
        <div className="bk-chatbot__consent">
          <p className="bk-chatbot__text">{t('chatbot.consent.text')}</p>
          <Button variant="secondary" onClick={() => consent.openSettings()}>
            {t('chatbot.consent.button')}
          </Button>
        </div>
      ) : status === 'waiting' ? (
        <Loader inline label={t('chatbot.loading')} />
      ) : status === 'failed' ? (
        <p className="bk-chatbot__text" role="alert">
          {t('chatbot.failed')}
        </p>
      ) : null}
      <div id={CHATBOT_CONTAINER_ID} className="bk-chatbot__widget" />
    </section>
  );
}
