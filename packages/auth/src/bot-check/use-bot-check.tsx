import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../store/auth-context';
import type { BotCheckAction } from './bot-check';

/** Where the bot check is: solving, ready to hand out a token, or failed. */
export type BotCheckStatus = 'checking' | 'ready' | 'failed';

/** What {@link useBotCheck} gives a form. */
export interface BotCheckHandle {
  readonly status: BotCheckStatus;
  /** Takes one token (waiting for the check when needed) and starts preparing the next one. */
  take(action: BotCheckAction): Promise<string | null>;
  /** Starts the check again after a failure. */
  retry(): void;
}

/**
 * Runs the bot check of the `AuthProvider` for a form: prepares a token as soon as the form shows
 * (ALTCHA solves its puzzle in the background), and again after each token is used.
 * `onChange` hears the ready flag and the token (-1 until there is one), as the account state keeps them.
 */
export function useBotCheck(onChange?: (ready: boolean, token: string | -1) => void): BotCheckHandle {
  const { botCheck } = useAuth();
  const [status, setStatus] = useState<BotCheckStatus>('checking');
  const [round, setRound] = useState(0);
  const mounted = useRef(true);
  const listener = useRef(onChange);
  listener.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the check on purpose
  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    setStatus('checking');
    listener.current?.(false, -1);
    botCheck.prepare(controller.signal).then((ok) => {
      if (controller.signal.aborted) return;
      setStatus(ok ? 'ready' : 'failed');
      listener.current?.(ok, -1);
    });
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, [botCheck, round]);

  const take = useCallback(
    async (action: BotCheckAction) => {
      const token = await botCheck.token(action);
      if (token !== null) listener.current?.(true, token);
      // A token is single use: get the next one ready for a second try.
      if (mounted.current) setRound((value) => value + 1);
      return token;
    },
    [botCheck],
  );

  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { status, take, retry };
}

/** Props of {@link BotCheckStatusMessage}. */
export interface BotCheckStatusMessageProps {
  readonly handle: BotCheckHandle;
}

/**
 * The visible, announced status of the bot check ('We controleren of je geen robot bent.'), with
 * a button to try again after a failure. A polite live region, so it never interrupts typing.
 */
export function BotCheckStatusMessage({ handle }: BotCheckStatusMessageProps) {
  const t = useT();
  return (
    <div className={`au-bot-check au-bot-check--${handle.status}`}>
      <p role="status" className="au-bot-check__text">
        <span className="au-bot-check__icon" aria-hidden="true" />
        {handle.status === 'checking'
          ? t('login.botCheck')
          : handle.status === 'ready'
            ? t('login.botCheckReady')
            : t('errors.botCheckFailed')}
      </p>
      {handle.status === 'failed' ? (
        <Button variant="secondary" onClick={handle.retry}>
          {t('login.botCheckRetry')}
        </Button>
      ) : null}
    </div>
  );
}
