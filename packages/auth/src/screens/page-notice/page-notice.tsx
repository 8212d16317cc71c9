import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../store/auth-context';
import { type PageNoticeKind, takePageNotice } from '../../store/page-notice';

/** Props of {@link PageNotice}. */
export interface PageNoticeProps {
  /**
   * Changes with every page the visitor goes to (the site passes its router's location key): the
   * notice is read again then, and a notice of an earlier page disappears.
   */
  readonly locationKey: string;
}

const texts = {
  'email changed': { title: 'notice.emailChanged.title', text: 'notice.emailChanged.text' },
  'account erased': { title: 'notice.accountErased.title', text: 'notice.accountErased.text' },
} as const satisfies Record<PageNoticeKind, { title: string; text: string }>;

/**
 * The one-time confirmation on the page a link leads to (decision 0032: after a mailed e-mail change or
 * an erasure the visitor must see that it worked). The link screen leaves the notice in session
 * storage (store/page-notice.ts); this shows it once and removes it. It is a status message that
 * takes the focus when it appears, so a screen reader reads it at once (WCAG 4.1.3) and keyboard
 * users start from it. Nothing is rendered on the server: storage exists only in the browser.
 */
export function PageNotice({ locationKey }: PageNoticeProps) {
  const t = useT();
  const { noticeStorage } = useAuth();
  const [notice, setNotice] = useState<PageNoticeKind | null>(null);
  const readFor = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Once per page: React's strict mode runs this effect twice, and the second run must not
    // hide the notice the first one took.
    if (readFor.current === locationKey) return;
    readFor.current = locationKey;
    setNotice(takePageNotice(noticeStorage()));
  }, [locationKey, noticeStorage]);

  useEffect(() => {
    if (notice) box.current?.focus();
  }, [notice]);

  if (!notice) return null;
  return (
    <div ref={box} className="au-page-notice au-message au-message--success" role="status" tabIndex={-1}>
      <p className="au-page-notice__title">{t(texts[notice].title)}</p>
      <p>{t(texts[notice].text)}</p>
    </div>
  );
}
