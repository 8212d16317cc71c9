import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { Link } from '../../primitives/link';
import type { BlockComponentProps } from '../renderer/registry';

/** organization: a dementia-friendly organisation as a card. */
export function Organisation({ block }: BlockComponentProps<'organisation'>) {
  const t = useT();
  const { organisation } = block;
  return (
    <section className="bk-block bk-link-card bk-link-card--organisation">
      {organisation.headerImage ? (
        <ResponsiveImage
          image={organisation.headerImage}
          alt=""
          className="bk-link-card__image"
          sizes="(min-width: 1024px) 33vw, 100vw"
        />
      ) : null}
      <div className="bk-link-card__text">
        <BlockHeading>{organisation.label}</BlockHeading>
        {organisation.introduction ? <p>{organisation.introduction}</p> : null}
        <Link href={organisation.path}>
          {t('overview.organisations.readMore')}
          <span className="bk-visually-hidden">: {organisation.label}</span>
        </Link>
      </div>
    </section>
  );
}
