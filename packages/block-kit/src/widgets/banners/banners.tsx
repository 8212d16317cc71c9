import type { BannersBlock } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { ButtonLink } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { CtaCardView } from '../double-cta/double-cta';

/** Props of `Banners`: the `banners` block's data. */
export type BannersProps = Omit<BannersBlock, 'kind' | 'id'> & {
  /** Where the fixed memory-test banner links. Default '/geheugentest' (project choice). */
  memoryTestHref?: string;
  className?: string;
};

/** Three banners plus the fixed memory-test banner (spec 2 §2.5, spec 3 §2). */
export function Banners({ items, memoryTestHref, className }: BannersProps) {
  return (
    <div className={classNames('bk-banners', className)}>
      <ul className="bk-banners__list">
        {items.slice(0, 3).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS lists are static per render and may repeat titles; the position keeps keys unique
          <li key={`${item.title}-${index}`}>
            <CtaCardView card={item} variant={index % 2 === 0 ? 'primary' : 'secondary'} />
          </li>
        ))}
      </ul>
      <MemoryTestBanner href={memoryTestHref} />
    </div>
  );
}

/** The fixed memory-test banner: same text on every page, from the catalogue. */
export function MemoryTestBanner({ href = '/geheugentest' }: { href?: string | undefined }) {
  const t = useT();
  return (
    <aside className="bk-memory-banner" aria-label={t('memoryTest.banner.title')}>
      <h2 className="bk-memory-banner__title">{t('memoryTest.banner.title')}</h2>
      <p className="bk-memory-banner__text">{t('memoryTest.banner.text')}</p>
      <ButtonLink href={href}>{t('memoryTest.banner.link')}</ButtonLink>
    </aside>
  );
}
