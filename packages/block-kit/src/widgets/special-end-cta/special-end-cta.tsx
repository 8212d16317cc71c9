import type { SpecialEndCtaBlock } from '@dementie/cms-model';
import { useEffect, useRef, useState } from 'react';
import { Confetti } from '../confetti/confetti';
import { Html } from '../shared/html';
import { CmsLinkView } from '../shared/link-button';

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
      {intro ? <Html html={intro} /> : null}
      {primaryLink ? <CmsLinkView link={primaryLink} asButton /> : null}
      {confetti ? <Confetti fire={fire} /> : null}
    </section>
  );
}
