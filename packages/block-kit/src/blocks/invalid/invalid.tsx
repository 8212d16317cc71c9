import { useT } from '@dementie/i18n-catalogues/react';
import { useBlockRenderer } from '../renderer/block-renderer';
import type { BlockComponentProps } from '../renderer/registry';

/** A known bundle whose fields did not parse: a note for editors, nothing in production. */
export function InvalidBlockNotice({ block }: BlockComponentProps<'invalid'>) {
  const t = useT();
  const { mode } = useBlockRenderer();
  if (mode === 'production') return null;
  return (
    <p className="bk-block-notice" role="note">
      {t('blocks.invalid', { bundle: block.bundle })}
    </p>
  );
}
