import { useT } from '@dementie/i18n-catalogues/react';
import { BlockHeading } from '../../content/heading-level';
import { Link } from '../../primitives/link';
import { cardTargetLink } from '../../widgets/shared/image-card';
import type { BlockComponentProps } from '../renderer/registry';
import { LinkCardFrame } from '../shared/link-card';

/** organization: a dementia-friendly organisation as a card. */
export function Organisation({ block }: BlockComponentProps<'organisation'>) {
  const t = useT();
  const { organisation } = block;
  return (
    <LinkCardFrame className="bk-link-card--organisation" image={organisation.headerImage}>
      <BlockHeading>{organisation.label}</BlockHeading>
      {organisation.introduction ? <p>{organisation.introduction}</p> : null}
      <Link href={organisation.path} className={cardTargetLink}>
        {t('overview.organisations.readMore')}
        <span className="bk-visually-hidden">: {organisation.label}</span>
      </Link>
    </LinkCardFrame>
  );
}
