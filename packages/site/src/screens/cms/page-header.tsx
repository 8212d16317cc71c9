import { CmsLink, ResponsiveImage, RichText, VideoPlayer } from '@dementie/block-kit';
import type {
  BreadcrumbItem,
  CampaignHeader,
  Image,
  Page,
  PageHeader as PageHeaderData,
} from '@dementie/cms-model';
import { formatNewsDate } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { Link } from 'react-router-dom';

/**
 * Spec 2 §2.3: breadcrumb (titles over 30 characters cut, the full title kept for screen readers),
 * title, subtitle, buttons, image and publication date. Campaign pages get their own header: a band
 * in the brand colour (thematic), a wide picture with the title on a solid panel (full size), or a
 * campaign special's picture in the crop the CMS chose (portrait, landscape or square).
 */
export function PageHeader({ page, className }: { page: Page; className?: string }) {
  const { header } = page;
  const campaign = header.campaign;
  return (
    <header
      className={[
        'site-page-header',
        page.sandColor ? 'site-page-header--sand' : '',
        campaign ? `site-page-header--campaign ${campaignClass(campaign)}` : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Breadcrumb trail={header.breadcrumb} />
      {campaign ? <CampaignBody header={header} campaign={campaign} /> : <DefaultBody header={header} />}
    </header>
  );
}

function campaignClass(campaign: CampaignHeader): string {
  switch (campaign.style) {
    case 'thematic':
      return 'site-page-header--thematic';
    case 'fullSize':
      return 'site-page-header--full-size';
    case 'special':
      return `site-page-header--special site-page-header--${campaign.crop}`;
  }
}

function Breadcrumb({ trail }: { trail: readonly BreadcrumbItem[] }) {
  const t = useT();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('site.breadcrumb')} className="site-breadcrumb">
      <ol>
        {trail.map((item, index) => {
          const label = item.messageKey ? t(item.messageKey) : item.label.visible;
          const full = item.messageKey ? label : item.label.full;
          const isLast = index === trail.length - 1;
          const content =
            item.label.truncated && !item.messageKey ? (
              <>
                <span aria-hidden="true">{label}</span>
                <span className="site-visually-hidden">{full}</span>
              </>
            ) : (
              label
            );
          return (
            <li key={item.url ?? item.label.full} {...(isLast ? { 'aria-current': 'page' as const } : {})}>
              {item.url && !isLast ? <Link to={item.url}>{content}</Link> : content}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Title, subtitle, date, intro and buttons: the same in every variant. */
function HeaderText({ header }: { header: PageHeaderData }) {
  return (
    <div className="site-page-header__text">
      <h1>{header.title}</h1>
      {header.subtitle ? <p className="site-page-header__subtitle">{header.subtitle}</p> : null}
      {header.publicationDate ? (
        <p className="site-page-header__date">
          <time dateTime={header.publicationDate}>{formatNewsDate(header.publicationDate)}</time>
        </p>
      ) : null}
      {header.intro ? <RichText className="site-page-header__intro" html={header.intro} /> : null}
      {header.primaryLink || header.secondaryLink ? (
        <div className="site-page-header__actions">
          {header.primaryLink ? <CmsLink link={header.primaryLink} as="button" /> : null}
          {header.secondaryLink ? (
            <CmsLink link={header.secondaryLink} as="button" variant="secondary" />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A content page: text, and the header image beside it on wide screens. */
function DefaultBody({ header }: { header: PageHeaderData }) {
  return (
    <div className="site-page-header__body">
      <HeaderText header={header} />
      {header.image ? (
        <div className="site-page-header__media">
          <ResponsiveImage image={header.image} sizes="(min-width: 1024px) 480px, 100vw" />
        </div>
      ) : null}
    </div>
  );
}

/** The picture of a campaign header: the image, or a video's poster (the page's header image). */
function pictureOf(campaign: Exclude<CampaignHeader, { style: 'thematic' }>): Image | undefined {
  return campaign.media.type === 'image' ? campaign.media.image : campaign.poster;
}

function CampaignBody({ header, campaign }: { header: PageHeaderData; campaign: CampaignHeader }) {
  if (campaign.style === 'thematic') {
    // A band in the brand colour across the page; the brand colours keep 7:1 with white text.
    return (
      <div className="site-campaign-band bk-on-brand">
        <DefaultBody header={header} />
      </div>
    );
  }
  const picture = pictureOf(campaign);
  const video = campaign.media.type === 'video' ? campaign.media.video : undefined;
  if (campaign.style === 'fullSize') {
    // The title sits on a solid panel, never straight on the photo, so its contrast is always AA.
    return (
      <div className="site-campaign-full">
        {picture ? (
          <div className="site-campaign-full__media">
            <ResponsiveImage image={picture} sizes="100vw" priority />
          </div>
        ) : null}
        <div className="site-campaign-full__panel">
          <HeaderText header={header} />
        </div>
        {video ? <VideoPlayer video={video} className="site-campaign-full__video" /> : null}
      </div>
    );
  }
  // Spec 2 §2.3: a campaign special's picture in its crop; portrait and square stand beside the text.
  const sizes =
    campaign.crop === 'landscape' ? '(min-width: 72rem) 72rem, 100vw' : '(min-width: 48rem) 24rem, 100vw';
  return (
    <div className="site-campaign-special">
      <HeaderText header={header} />
      {picture ? (
        <div className="site-campaign-special__media">
          <ResponsiveImage image={picture} sizes={sizes} priority />
        </div>
      ) : null}
      {video ? <VideoPlayer video={video} className="site-campaign-special__video" /> : null}
    </div>
  );
}
