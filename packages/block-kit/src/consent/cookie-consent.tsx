import { useT } from '@dementie/i18n-catalogues/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { Link } from '../primitives/link';
import { Modal } from '../widgets/modal/modal';
import { useConsent } from './consent-context';
import { NO_CONSENT } from './consent-store';

/** Props of `CookieConsent`. */
export interface CookieConsentProps {
  /** The cookie statement page. Default `/cookies` (spec 3 §2). */
  statementHref?: string;
}

/**
 * Our own cookie banner (issue 9). First layer: 'Weigeren' and 'Accepteren' side by side with the
 * same look (refusing is as easy as accepting), and 'Zelf kiezen' for the settings layer, where
 * nothing is pre-ticked. Hidden until the stored choice has been read, and when a consent provider
 * shows its own interface.
 */
export function CookieConsent({ statementHref = '/cookies' }: CookieConsentProps) {
  const t = useT();
  const consent = useConsent();
  const titleId = useId();
  if (!consent.provided || consent.ownInterface || consent.status === 'unknown') return null;
  const showBanner = consent.status === 'undecided' && !consent.settingsOpen;
  return (
    <>
      {showBanner ? (
        <section className="bk-cookie-consent" aria-labelledby={titleId}>
          <div className="bk-cookie-consent__inner">
            <h2 id={titleId} className="bk-cookie-consent__title">
              {t('cookies.banner.title')}
            </h2>
            <p className="bk-cookie-consent__text">
              {t('cookies.banner.text')} <Link href={statementHref}>{t('cookies.statement.title')}</Link>
            </p>
            <div className="bk-cookie-consent__actions">
              {/* Same variant and size for both: 'Weigeren' as prominent as 'Accepteren'. */}
              <Button onClick={consent.rejectAll}>{t('cookies.reject')}</Button>
              <Button onClick={consent.acceptAll}>{t('cookies.accept')}</Button>
              <Button variant="tertiary" onClick={consent.openSettings}>
                {t('cookies.choose')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      <CookieSettings />
    </>
  );
}

/** The settings layer: one checkbox per category; necessary is fixed on. */
function CookieSettings() {
  const t = useT();
  const consent = useConsent();
  const [draft, setDraft] = useState(NO_CONSENT);
  const { settingsOpen, status, choice } = consent;
  useEffect(() => {
    // Each opening starts from the stored choice; undecided visitors start with nothing ticked.
    if (settingsOpen) setDraft(status === 'decided' ? choice : NO_CONSENT);
  }, [settingsOpen, status, choice]);
  return (
    <Modal
      open={settingsOpen}
      onClose={consent.closeSettings}
      title={t('cookies.banner.title')}
      primaryAction={{ label: t('cookies.save'), onClick: () => consent.save(draft) }}
      secondaryAction={{ label: t('cookies.reject'), onClick: consent.rejectAll }}
    >
      <div className="bk-cookie-settings">
        <Checkbox
          label={t('cookies.category.necessary.title')}
          hint={t('cookies.category.necessary.text')}
          checked
          disabled
          readOnly
        />
        <Checkbox
          label={t('cookies.category.statistics.title')}
          hint={t('cookies.category.statistics.text')}
          checked={draft.statistics}
          onCheckedChange={(statistics) => setDraft((current) => ({ ...current, statistics }))}
        />
        <Checkbox
          label={t('cookies.category.marketing.title')}
          hint={t('cookies.category.marketing.text')}
          checked={draft.marketing}
          onCheckedChange={(marketing) => setDraft((current) => ({ ...current, marketing }))}
        />
      </div>
    </Modal>
  );
}

/** A button that reopens the cookie settings: for the footer and the /cookies page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useT();
  const consent = useConsent();
  return (
    <button
      type="button"
      className={['bk-cookie-settings-button', className].filter(Boolean).join(' ')}
      onClick={consent.openSettings}
    >
      {t('cookies.reopen')}
    </button>
  );
}
