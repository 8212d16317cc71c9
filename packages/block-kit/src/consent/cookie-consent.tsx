import { useT } from '@dementie/i18n-catalogues/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { islandOf } from '../islands/island';
import { COOKIE_CONSENT_ISLAND, COOKIE_SETTINGS_ISLAND } from '../islands/island-names';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import { classNames } from '../primitives/class-names';
import { Link } from '../primitives/link';
import { Modal } from '../widgets/modal/modal';
import { useConsent } from './consent-context';
import { NO_CONSENT } from './consent-store';

/** Props of `CookieConsent`. */
export interface CookieConsentProps {
  /** The cookie statement page. Default `/cookies` (spec 3 §2). */
  statementHref?: string;
  /**
   * Where 'Weigeren' and 'Accepteren' post the choice (field `keuze`: `weigeren` or `accepteren`,
   * field `terug`: `returnTo`) when they are pressed before the page's scripts run, e.g. a server-
   * rendered banner on a slow phone. The server sets the consent cookie and sends the visitor back.
   * Default none: the buttons work with scripts only.
   */
  formAction?: string;
  /** The address to come back to after the form was posted. Default '/'. */
  returnTo?: string;
}

/**
 * Our own cookie banner (decision 0029). First layer: 'Weigeren' and 'Accepteren' side by side with the
 * same look (refusing is as easy as accepting), and 'Zelf kiezen' for the settings layer, where
 * nothing is pre-ticked. Hidden until the stored choice has been read, and when a consent provider
 * shows its own interface.
 */
export function CookieConsentView({
  statementHref = '/cookies',
  formAction,
  returnTo = '/',
}: CookieConsentProps) {
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
            <form className="bk-cookie-consent__actions" method="post" action={formAction}>
              {formAction ? <input type="hidden" name="terug" value={returnTo} /> : null}
              {/* Same variant and size for both: 'Weigeren' as prominent as 'Accepteren'. Before the
                  scripts run they post the form (when there is one); after, they act at once. */}
              <BannerChoiceButton choice="weigeren" posts={Boolean(formAction)} onChoose={consent.rejectAll}>
                {t('cookies.reject')}
              </BannerChoiceButton>
              <BannerChoiceButton
                choice="accepteren"
                posts={Boolean(formAction)}
                onChoose={consent.acceptAll}
              >
                {t('cookies.accept')}
              </BannerChoiceButton>
              <Button variant="tertiary" onClick={consent.openSettings}>
                {t('cookies.choose')}
              </Button>
            </form>
          </div>
        </section>
      ) : null}
      <CookieSettings />
    </>
  );
}

/**
 * A first-layer choice: posts field `keuze` before the page's scripts run (when `posts`), and acts at
 * once after.
 */
function BannerChoiceButton({
  choice,
  posts,
  onChoose,
  children,
}: {
  choice: 'weigeren' | 'accepteren';
  posts: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type={posts ? 'submit' : 'button'}
      name="keuze"
      value={choice}
      onClick={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      {children}
    </Button>
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

/** The button of `CookieSettingsButton`, as its island renders it in the browser. */
export function CookieSettingsButtonView({ className }: { className?: string }) {
  const t = useT();
  const consent = useConsent();
  return (
    <button
      type="button"
      className={classNames('bk-cookie-settings-button', className)}
      onClick={consent.openSettings}
    >
      {t('cookies.reopen')}
    </button>
  );
}

/** `CookieConsentView`; on a document page an island of its own (decision 0067). */
export const CookieConsent = islandOf(COOKIE_CONSENT_ISLAND, CookieConsentView, 'touch');

/**
 * A button that reopens the cookie settings: for the footer and the /cookies page. On a document page
 * it is an island of its own unless it is inside one (the footer): taken over at the first tap, which
 * it then passes on, and the cookie banner's island with it (decision 0069).
 */
export const CookieSettingsButton = islandOf(COOKIE_SETTINGS_ISLAND, CookieSettingsButtonView, 'touch');
