import type { Link as CmsLink, Image } from '@dementie/cms-model';
import { useT } from '@dementie/i18n-catalogues/react';
import { CookieSettingsButton } from '../../consent/cookie-consent';
import { ResponsiveImage } from '../../content/responsive-image';
import { classNames } from '../../primitives/class-names';
import { NewsletterForm, type NewsletterFormProps } from '../newsletter-form/newsletter-form';
import { LinkItems } from '../shared/link-items';
import { OptionalLink } from '../shared/optional-link';

/** A column of footer navigation. */
export interface FooterColumn {
  title: string;
  links: readonly CmsLink[];
}

/** A social network link; the name is shown as the network writes it. */
export interface FooterSocialLink {
  network: string;
  url: string;
}

/** A quality-mark logo (spec 3 §2: three slots, charity brand only). */
export interface FooterQualityMark {
  image: Image;
  url?: string;
}

/** Where the legal links go. Defaults: /gedragsregels, /privacy, /disclaimer, /cookies, /toegankelijkheid. */
export interface FooterLegalHrefs {
  conduct?: string;
  privacy?: string;
  disclaimer?: string;
  cookies?: string;
  accessibility?: string;
}

/** Props of `SiteFooter`. Everything brand-specific comes in as data (never `if brand === ...`). */
export interface SiteFooterProps {
  /** Links above the footer proper (pre-footer). */
  preFooterLinks?: readonly CmsLink[];
  /** The newsletter block; false or absent for none. */
  newsletter?: NewsletterFormProps | false;
  /** Navigation columns. */
  columns?: readonly FooterColumn[];
  /** Social links: five for the charity, four for the initiative (from the brand file). */
  social?: readonly FooterSocialLink[];
  /**
   * The ending: quality marks (charity, at most three are shown) or a tagline (the others; default
   * the brand's 'brand.footerTagline').
   */
  ending: { kind: 'qualityMarks'; marks: readonly FooterQualityMark[] } | { kind: 'tagline'; text?: string };
  /** Addresses of the legal links. */
  legal?: FooterLegalHrefs;
  className?: string;
}

/** Spec 3 §2: three quality-mark slots. */
export const QUALITY_MARK_SLOTS = 3;

/** The site footer of spec 3 §2, the same component for all three brands. */
export function SiteFooter({
  preFooterLinks,
  newsletter,
  columns = [],
  social = [],
  ending,
  legal = {},
  className,
}: SiteFooterProps) {
  const t = useT();
  const legalLinks = [
    { href: legal.conduct ?? '/gedragsregels', label: t('footer.legal.conduct') },
    { href: legal.privacy ?? '/privacy', label: t('footer.legal.privacy') },
    { href: legal.disclaimer ?? '/disclaimer', label: t('footer.legal.disclaimer') },
    { href: legal.cookies ?? '/cookies', label: t('footer.legal.cookies') },
    { href: legal.accessibility ?? '/toegankelijkheid', label: t('footer.legal.accessibility') },
  ];
  return (
    <footer className={classNames('bk-footer', className)}>
      {preFooterLinks && preFooterLinks.length > 0 ? (
        <ul className="bk-footer__pre">
          <LinkItems links={preFooterLinks} linkClassName="bk-footer__pre-link" />
        </ul>
      ) : null}
      <div className="bk-footer__main">
        {newsletter ? (
          <NewsletterForm headingLevel={2} {...newsletter} className="bk-footer__newsletter" />
        ) : null}
        {columns.length > 0 ? (
          <nav className="bk-footer__nav" aria-label={t('footer.navigation')}>
            {columns.map((column) => (
              <div key={column.title} className="bk-footer__column">
                <h2 className="bk-footer__heading">{column.title}</h2>
                <ul className="bk-footer__links">
                  <LinkItems links={column.links} linkClassName="bk-footer__link" />
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {social.length > 0 ? (
          <div className="bk-footer__social">
            <h2 className="bk-footer__heading">{t('footer.social')}</h2>
            <ul className="bk-footer__links bk-footer__links--inline">
              {social.map((item) => (
                <li key={item.network}>
                  <a
                    href={item.url}
                    className="bk-footer__social-link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('footer.socialVia', { network: item.network })} ${t('common.externalLink')}`}
                  >
                    {item.network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="bk-footer__bottom">
        {ending.kind === 'qualityMarks' ? (
          <div className="bk-footer__marks">
            <h2 className="bk-visually-hidden">{t('footer.qualityMarks')}</h2>
            <ul className="bk-footer__links bk-footer__links--inline">
              {ending.marks.slice(0, QUALITY_MARK_SLOTS).map((mark) => (
                <li key={mark.image.url} className="bk-footer__mark">
                  <OptionalLink href={mark.url || undefined} external>
                    <ResponsiveImage image={mark.image} sizes="120px" />
                  </OptionalLink>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="bk-footer__tagline">{ending.text ?? t('brand.footerTagline')}</p>
        )}
        <nav aria-label={t('footer.legal.label')}>
          <ul className="bk-footer__links bk-footer__links--inline bk-footer__legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="bk-footer__link">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="bk-footer__link" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
