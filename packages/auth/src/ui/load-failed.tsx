import { Button } from '@dementie/block-kit';
import { useT } from '@dementie/i18n-catalogues/react';
import { Message } from './message';

/**
 * What a screen shows when its data could not be loaded: the screen's own message, announced as an
 * alert, and a button that loads it again.
 */
export function LoadFailed({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  return (
    <>
      <Message kind="error">{message}</Message>
      <div className="au-actions">
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      </div>
    </>
  );
}
