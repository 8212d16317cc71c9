import type { PreFooterCtaBlock } from '@dementie/cms-model';
import { Html } from '../shared/html';
import { CmsLinkView } from '../shared/link-button';

/** Props of `PreFooterCta`: the `preFooterCta` block's data. */
export type PreFooterCtaProps = Omit<PreFooterCtaBlock, 'kind' | 'id'> & { className?: string };

/** The call to action just above the footer (spec 2 §2.5). */
export function PreFooterCta({ title, intro, primaryLink, secondaryLink, className }: PreFooterCtaProps) {
  return (
    <section className={['bk-pre-footer-cta', className].filter(Boolean).join(' ')}>
      <h2 className="bk-pre-footer-cta__title">{title}</h2>
      {intro ? <Html html={intro} /> : null}
      <div className="bk-pre-footer-cta__actions">
        {primaryLink ? <CmsLinkView link={primaryLink} asButton /> : null}
        {secondaryLink ? <CmsLinkView link={secondaryLink} asButton variant="secondary" /> : null}
      </div>
    </section>
  );
}
