import type { SpecialEndCtaBlock } from '@dementie/cms-model';
import { useEffect, useRef, useState } from 'react';
import { CmsLink } from '../../content/cms-link';
import { RichText } from '../../content/rich-text';
import { Confetti } from '../confetti/confetti';

/** Props of `SpecialEndCta`: the `specialEndCta` block's data. */
export type SpecialEndCtaProps = Omit<SpecialEndCtaBlock, 'kind' | 'id'> & { className?: string };

/** The campaign's closing call to action; with `confetti` it celebrates once it comes into view. */
export function SpecialEndCta({ title, intro, primaryLink, confetti, className }: SpecialEndCtaProps) {
  const ref = useRef<HTMLElement>(null);
  const [fire, setFire] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!confetti || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setFire(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [confetti]);
  return (
    <section ref={ref} className={['bk-special-end-cta', className].filter(Boolean).join(' ')}>
      <h2 className="bk-special-end-cta__title">{title}</h2>
      {intro ? <RichText html={intro} /> : null}
      {primaryLink ? <CmsLink link={primaryLink} as="button" /> : null}
      {confetti ? <Confetti fire={fire} /> : null}
    </section>
  );
}
