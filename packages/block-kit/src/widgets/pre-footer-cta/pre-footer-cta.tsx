import type { PreFooterCtaBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';

/** Props of `PreFooterCta`: the `preFooterCta` block's data. */
export type PreFooterCtaProps = Omit<PreFooterCtaBlock, 'kind' | 'id'> & { className?: string };

/** The call to action just above the footer (spec 2 §2.5). */
export function PreFooterCta({ title, intro, primaryLink, secondaryLink, className }: PreFooterCtaProps) {
  return (
    <section className={classNames('bk-pre-footer-cta', className)}>
      <h2 className="bk-pre-footer-cta__title">{title}</h2>
      {intro ? <RichText html={intro} /> : null}
      <div className="bk-pre-footer-cta__actions">
        {primaryLink ? <CmsLink link={primaryLink} as="button" /> : null}
        {secondaryLink ? <CmsLink link={secondaryLink} as="button" variant="secondary" /> : null}
      </div>
    </section>
  );
}
