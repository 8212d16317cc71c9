import { isEmailAddress } from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useConsent } from '../../consent/consent-context';
import { ConsentGate } from '../../consent/consent-gate';
import { Button } from '../../primitives/button';
import { classNames } from '../../primitives/class-names';
import { TextInput } from '../../primitives/input';
import { type EmbedFieldValues, fillEmbedFields } from './embed-fields';

/** The mailing provider's embedded form (spec 3 §3: by form script id; two brands share one form). */
export interface NewsletterEmbed {
  /** The provider's form id. */
  formId: string;
  /** The form script id. */
  scriptId: string;
  /** The script URL for that id, from the brand configuration (the provider's address is not ours to guess). */
  scriptSrc: string;
}

/** The analytics event pushed after a submit (spec 3 §7: a form submit event). */
export interface NewsletterAnalyticsEvent {
  event: 'form_submit';
  form: 'newsletter';
  formId?: string;
}

/** Props of `NewsletterForm`. */
export interface NewsletterFormProps {
  /** Heading. Default: the brand's 'newsletter.title'. */
  title?: string;
  /** Introduction. Default: the brand's 'newsletter.intro'. */
  intro?: string;
  /** Heading level. Default 2. */
  headingLevel?: 2 | 3;
  /**
   * The provider's embed. When set, its script loads only with marketing consent; before that a
   * placeholder asks for it. Without it, the plain form below is used.
   */
  embed?: NewsletterEmbed;
  /** Values put into the embed's fields, matched by label (e-mail address, 'score sdv', runid). */
  embedValues?: EmbedFieldValues;
  /**
   * Sends the address of the plain form (the site wires it to api-client's newsletter call). A
   * rejected promise shows the failure text.
   */
  subscribe?: (email: string) => Promise<NewsletterOutcome>;
  /**
   * Receives the analytics event after a submit. Default: pushed to `window.dataLayer`, only with
   * statistics consent.
   */
  track?: (event: NewsletterAnalyticsEvent) => void;
  className?: string;
}

type PlainState = 'idle' | 'submitting' | 'done' | 'failed' | 'too-many';

/**
 * What a subscription came to: sent (nothing, or `'sent'`) or refused because this client subscribed
 * too often (`'too-many-attempts'`, decision 0007: the form then says to try again in an hour). A failure
 * of any other kind is a rejected promise.
 */
export type NewsletterOutcome = void | 'sent' | 'too-many-attempts';

/** The newsletter block of the footer and the newsletter page (spec 3 §2, §3). */
export function NewsletterForm({
  title,
  intro,
  headingLevel = 2,
  embed,
  embedValues,
  subscribe,
  track,
  className,
}: NewsletterFormProps) {
  const t = useT();
  const consent = useConsent();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const push = (event: NewsletterAnalyticsEvent) => {
    if (track) {
      track(event);
      return;
    }
    if (!consent.has('statistics') || typeof window === 'undefined') return;
    const layered = window as unknown as { dataLayer?: unknown[] };
    layered.dataLayer = layered.dataLayer ?? [];
    layered.dataLayer.push(event);
  };
  return (
    <section className={classNames('bk-newsletter', className)} aria-labelledby={titleId}>
      <Heading id={titleId} className="bk-newsletter__title">
        {title ?? t('newsletter.title')}
      </Heading>
      <p className="bk-newsletter__intro">{intro ?? t('newsletter.intro')}</p>
      {embed ? (
        <ConsentGate text={t('embed.consent.text')} buttonLabel={t('video.consent.button')}>
          <ProviderEmbed
            embed={embed}
            values={embedValues}
            onSubmitted={() => push({ event: 'form_submit', form: 'newsletter', formId: embed.formId })}
          />
        </ConsentGate>
      ) : (
        <PlainForm
          subscribe={subscribe}
          onSubmitted={() => push({ event: 'form_submit', form: 'newsletter' })}
        />
      )}
    </section>
  );
}

/** Loads the provider's script into a container, fills the matched fields and reports submits. */
function ProviderEmbed({
  embed,
  values,
  onSubmitted,
}: {
  embed: NewsletterEmbed;
  values: EmbedFieldValues | undefined;
  onSubmitted: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ values, onSubmitted });
  latest.current = { values, onSubmitted };
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const script = document.createElement('script');
    script.src = embed.scriptSrc;
    script.async = true;
    script.dataset.formId = embed.formId;
    script.dataset.scriptId = embed.scriptId;
    container.append(script);
    // The provider renders its fields later: fill them whenever the markup changes.
    const fill = () => {
      if (latest.current.values) fillEmbedFields(container, latest.current.values);
    };
    const observer = new MutationObserver(fill);
    observer.observe(container, { childList: true, subtree: true });
    fill();
    const onSubmit = () => latest.current.onSubmitted();
    container.addEventListener('submit', onSubmit, true);
    return () => {
      observer.disconnect();
      container.removeEventListener('submit', onSubmit, true);
      container.replaceChildren();
    };
  }, [embed.formId, embed.scriptId, embed.scriptSrc]);
  return <div ref={ref} className="bk-newsletter__embed" id={`newsletter-${embed.formId}`} />;
}

/** The plain accessible form used when no provider is configured. */
function PlainForm({
  subscribe,
  onSubmitted,
}: {
  subscribe: ((email: string) => Promise<NewsletterOutcome>) | undefined;
  onSubmitted: () => void;
}) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [state, setState] = useState<PlainState>('idle');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.toLowerCase();
    if (!isEmailAddress(address)) {
      setError(t('forms.invalidEmail'));
      return;
    }
    setError(undefined);
    setState('submitting');
    try {
      const outcome = await subscribe?.(address);
      if (outcome === 'too-many-attempts') {
        setState('too-many');
        return;
      }
      setState('done');
      onSubmitted();
    } catch {
      setState('failed');
    }
  };
  if (state === 'done') {
    return (
      <p role="status" className="bk-newsletter__success">
        {t('newsletter.success')}
      </p>
    );
  }
  return (
    <form className="bk-newsletter__form" noValidate onSubmit={onSubmit}>
      <TextInput
        label={t('newsletter.emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={error}
        fieldClassName="bk-newsletter__field"
      />
      <Button type="submit" disabled={state === 'submitting'}>
        {t('newsletter.submit')}
      </Button>
      {state === 'failed' || state === 'too-many' ? (
        <p role="alert" className="bk-newsletter__failed">
          {t(state === 'too-many' ? 'newsletter.tooMany' : 'newsletter.failed')}
        </p>
      ) : null}
    </form>
  );
}
