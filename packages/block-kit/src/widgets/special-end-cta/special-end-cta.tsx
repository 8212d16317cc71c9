import type { SpecialEndCtaBlock } from '@dementie/cms-model';
import { CmsLink } from '../../content/cms-link';
import { RichText } from '../../content/rich-text';
import { classNames } from '../../primitives/class-names';
import { Confetti } from '../confetti/confetti';
import { useSeenOnce } from '../shared/media-hooks';

/** Props of `SpecialEndCta`: the `specialEndCta` block's data. */
export type SpecialEndCtaProps = Omit<SpecialEndCtaBlock, 'kind' | 'id'> & { className?: string };

/** The campaign's closing call to action; with `confetti` it celebrates once it comes into view. */
export function SpecialEndCta({ title, intro, primaryLink, confetti, className }: SpecialEndCtaProps) {
  const { ref, seen: fire } = useSeenOnce<HTMLElement>(confetti, false);
  return (
    <section ref={ref} className={classNames('bk-special-end-cta', className)}>
      <h2 className="bk-special-end-cta__title">{title}</h2>
      {intro ? <RichText html={intro} /> : null}
      {primaryLink ? <CmsLink link={primaryLink} as="button" /> : null}
      {confetti ? <Confetti fire={fire} /> : null}
    </section>
  );
}
