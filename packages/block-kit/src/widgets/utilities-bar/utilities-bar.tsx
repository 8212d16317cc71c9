import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useRef, useState } from 'react';
import { islandOf } from '../../islands/island';
import { UTILITIES_BAR_ISLAND } from '../../islands/island-names';
import { classNames } from '../../primitives/class-names';
import { ExternalMark } from '../../primitives/link';
import {
  mailtoUrl,
  type ReadAloudService,
  readAloudUrl,
  SHARE_NETWORK_NAMES,
  type ShareNetwork,
  shareUrl,
} from './share-links';

/** Spec 2 §2.8: 'Kopieer link' shows its success for 2 s. */
export const COPY_SUCCESS_MS = 2000;
/** Spec 2 §9: desktop means a width of 1024 or more; below that WhatsApp gets the app link. */
export const DESKTOP_MIN_WIDTH = 1024;

/** Props of `UtilitiesBar`. */
export interface UtilitiesBarProps {
  /** The read-aloud service of the brand; without it there is no 'Lees voor'. */
  readAloud?: ReadAloudService;
  /** The page address to share. Default: the current address, read in an effect. */
  pageUrl?: string;
  /** The page title for the e-mail subject and X. Default: the document title, read in an effect. */
  pageTitle?: string;
  /** Networks in the 'Deel' menu. Default WhatsApp, Facebook, X, LinkedIn. */
  networks?: readonly ShareNetwork[];
  className?: string;
}

const DEFAULT_NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'facebook', 'x', 'linkedin'];

/** 'Print', 'Lees voor' and 'Deel' for a page (spec 2 §2.8). */
export function UtilitiesBarView({
  readAloud,
  pageUrl,
  pageTitle,
  networks = DEFAULT_NETWORKS,
  className,
}: UtilitiesBarProps) {
  const t = useT();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [page, setPage] = useState({ url: pageUrl ?? '', title: pageTitle ?? '', mobile: false });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setPage({
      url: pageUrl ?? window.location.href,
      title: pageTitle ?? document.title,
      mobile: window.innerWidth < DESKTOP_MIN_WIDTH,
    });
  }, [pageUrl, pageTitle]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      setCopied(true);
    } catch {
      // No clipboard (old browser, denied): the address bar still works; nothing to announce.
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups page actions
    <div className={classNames('bk-utilities', className)} role="group" aria-label={t('utilities.label')}>
      <button type="button" className="bk-utilities__button" onClick={() => window.print()}>
        {t('utilities.print')}
      </button>
      {readAloud ? (
        <a
          className="bk-utilities__button"
          href={page.url ? readAloudUrl(readAloud, page.url) : readAloud.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('utilities.readAloud')}
          <ExternalMark />
        </a>
      ) : null}
      <div className="bk-utilities__share">
        <button
          ref={toggleRef}
          type="button"
          className="bk-utilities__button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            // Escape also closes the open menu while the focus is still on 'Deel'.
            if (event.key === 'Escape' && open) {
              event.preventDefault();
              close(true);
            }
          }}
        >
          {t('utilities.share')}
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the disclosure from any item inside it */}
        <div
          ref={menuRef}
          id={menuId}
          className="bk-utilities__menu"
          hidden={!open}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            }
          }}
          onBlur={(event) => {
            // Leaving the menu with Tab closes it; moving between its items does not.
            const next = event.relatedTarget as Node | null;
            if (next && !menuRef.current?.contains(next) && next !== toggleRef.current) setOpen(false);
          }}
        >
          <ul className="bk-utilities__list" aria-label={t('utilities.shareMenuLabel')}>
            {networks.map((network) => (
              <li key={network}>
                <a
                  className="bk-utilities__item"
                  href={shareUrl(network, page.url, page.title, page.mobile)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('utilities.shareVia', { network: SHARE_NETWORK_NAMES[network] })} ${t('common.externalLink')}`}
                >
                  {SHARE_NETWORK_NAMES[network]}
                </a>
              </li>
            ))}
            <li>
              <a
                className="bk-utilities__item"
                href={mailtoUrl(page.url, t('utilities.emailSubject', { title: page.title }))}
              >
                {t('utilities.email')}
              </a>
            </li>
            <li>
              <button type="button" className="bk-utilities__item" onClick={copy}>
                {t('utilities.copyLink')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <p role="status" className="bk-utilities__status">
        {copied ? t('utilities.linkCopied') : ''}
      </p>
    </div>
  );
}

/** `UtilitiesBarView`; on a document page an island of its own (decision 0067). */
export const UtilitiesBar = islandOf(UTILITIES_BAR_ISLAND, UtilitiesBarView, 'touch');
