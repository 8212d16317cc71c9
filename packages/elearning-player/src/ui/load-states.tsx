import type { AsyncResult } from '@dementie/api-client';
import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import type { ReactNode } from 'react';
import { failedForNow } from '../store/content-cache';

/** A page's content on its way. */
export function Loading(): ReactNode {
  const t = useT();
  return (
    <p role="status" className="ep-loading">
      {t('common.loading')}
    </p>
  );
}

/**
 * What a page shows when its content did not load. For a passing reason (no connection, a server
 * failure) the player tries again by itself and goes on once it can (decision 0024, as answers are
 * sent again): a calm status says so, with a button for whoever does not want to wait. Otherwise the
 * load failed for good: an alert and the button.
 */
export function NotLoaded({
  result,
  onRetry,
}: {
  readonly result: AsyncResult<unknown>;
  readonly onRetry?: (() => void) | undefined;
}): ReactNode {
  const t = useT();
  const waiting = failedForNow(result);
  return (
    <div className={waiting ? 'ep-failed ep-failed--waiting' : 'ep-failed'}>
      {waiting ? (
        <p role="status">{t('player.waitingForConnection')}</p>
      ) : (
        <p role="alert">{t('player.failed')}</p>
      )}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
