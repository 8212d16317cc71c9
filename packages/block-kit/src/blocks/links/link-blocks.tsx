import { useT } from '@dementie/i18n-catalogues/react';
import { CmsLink } from '../../content/cms-link';
import { BlockHeading } from '../../content/heading-level';
import { ResponsiveImage } from '../../content/responsive-image';
import { RichText } from '../../content/rich-text';
import { Link } from '../../primitives/link';
import type { BlockComponentProps } from '../renderer/registry';

function colorClass(base: string, color: string | undefined): string {
  return color ? `${base}--color-${color.replace(/[^a-z0-9-]/gi, '')}` : '';
}

/** call_to_action: title, intro, the internal link as a button and the external link. */
export function CallToAction({ block }: BlockComponentProps<'callToAction'>) {
  return (
    <section
      className={['bk-block', 'bk-call-to-action', colorClass('bk-call-to-action', block.color)].join(' ')}
    >
      <BlockHeading>{block.title}</BlockHeading>
      {block.intro ? <RichText html={block.intro} /> : null}
      <div className="bk-actions">
        {block.primaryLink ? <CmsLink link={block.primaryLink} as="button" /> : null}
        {block.secondaryLink ? (
          <CmsLink link={block.secondaryLink} as={block.secondLinkType} variant="secondary" />
        ) : null}
      </div>
    </section>
  );
}

function LinkCard({
  title,
  intro,
  link,
  image,
  className,
}: Pick<BlockComponentProps<'externalLink'>['block'], 'title' | 'intro' | 'link' | 'image'> & {
  className: string;
}) {
  return (
    <section className={`bk-block bk-link-card ${className}`}>
      {image ? (
        <ResponsiveImage
          image={image}
          alt=""
          className="bk-link-card__image"
          sizes="(min-width: 1024px) 33vw, 100vw"
        />
      ) : null}
      <div className="bk-link-card__text">
        {title ? <BlockHeading>{title}</BlockHeading> : null}
        {intro ? <RichText html={intro} /> : null}
        <CmsLink link={link} />
      </div>
    </section>
  );
}

/** external_link: a link to another website, marked as such. */
export function ExternalLink({ block }: BlockComponentProps<'externalLink'>) {
  return <LinkCard {...block} className="bk-link-card--external" />;
}

/** internal_link: a link to a page of this site. */
export function InternalLink({ block }: BlockComponentProps<'internalLink'>) {
  return <LinkCard {...block} className="bk-link-card--internal" />;
}

/** link_with_image: a link with a picture. */
export function LinkWithImage({ block }: BlockComponentProps<'linkWithImage'>) {
  return <LinkCard {...block} className="bk-link-card--image" />;
}

/** link_list: title, intro, colour and a list of links. */
export function LinkList({ block }: BlockComponentProps<'linkList'>) {
  return (
    <section className={['bk-block', 'bk-link-list', colorClass('bk-link-list', block.color)].join(' ')}>
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <ul className="bk-link-list__items">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <CmsLink link={link} as="link" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** home_link_grid: a label and a grid of big links. */
export function HomeLinkGrid({ block }: BlockComponentProps<'homeLinkGrid'>) {
  return (
    <nav className="bk-block bk-home-links" aria-label={block.label}>
      {block.label ? <BlockHeading>{block.label}</BlockHeading> : null}
      <ul className="bk-home-links__grid">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <Link href={link.url} external={link.external} className="bk-home-links__link">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** follow_on: what to do next. */
export function FollowOn({ block }: BlockComponentProps<'followOn'>) {
  return (
    <section className="bk-block bk-follow-on">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {block.intro ? <RichText html={block.intro} /> : null}
      <ul className="bk-follow-on__links">
        {block.links.map((link) => (
          <li key={link.url + link.title}>
            <CmsLink link={link} as="link" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Human file size in Dutch notation. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('nl-NL', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

function fileType(fileName: string | undefined, mimeType: string | undefined): string {
  const extension = fileName?.split('.').pop();
  if (extension && extension !== fileName) return extension.toUpperCase();
  return mimeType?.split('/').pop()?.toUpperCase() ?? '';
}

/** file: a document to download, with its type and size in the link. */
export function FileBlock({ block }: BlockComponentProps<'file'>) {
  const t = useT();
  const { document } = block;
  const type = fileType(document.fileName, document.mimeType);
  const details =
    document.size === undefined
      ? type
      : t('blocks.file.details', { type, size: formatFileSize(document.size) });
  return (
    <section className="bk-block bk-file">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      {document.description ? <RichText html={document.description} /> : null}
      <a className="bk-file__link" href={document.url} download={document.fileName ?? true}>
        <svg
          className="bk-file__icon"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 3v12M7 10l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>
          {document.downloadLabel}
          {details ? (
            <>
              {' '}
              <span className="bk-file__details">({details})</span>
            </>
          ) : null}
        </span>
      </a>
    </section>
  );
}

/** audio: a podcast with the native player (keyboard and screen-reader friendly). */
export function AudioBlock({ block }: BlockComponentProps<'audio'>) {
  const { audio } = block;
  return (
    <section className="bk-block bk-audio">
      <BlockHeading>{block.title ?? audio.title}</BlockHeading>
      {/* biome-ignore lint/a11y/useMediaCaption: the CMS gives a transcript in the info text */}
      <audio className="bk-audio__player" controls preload="none" src={audio.url} aria-label={audio.title} />
      {audio.info ? <RichText html={audio.info} /> : null}
    </section>
  );
}

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
