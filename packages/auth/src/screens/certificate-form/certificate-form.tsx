import { Button, Checkbox, Heading, TextInput } from '@dementie/block-kit';
import {
  type CertificateFormValues,
  certificateFieldMessageKeys,
  certificateFormMessageKeys,
  certificateFormProblems,
  fullName,
  normaliseEmailInput,
} from '@dementie/i18n-catalogues';
import { useT } from '@dementie/i18n-catalogues/react';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { BotCheckStatusMessage, useBotCheck } from '../../bot-check/use-bot-check';
import { isLoggedIn } from '../../machine/auth-machine';
import {
  type CertificateFormField,
  certificateFieldProblem,
  certificateFormReducer,
  initialCertificateFormState,
} from '../../machine/certificate-form-machine';
import { useAuth } from '../../store/auth-context';
import type { AuthNavigation } from '../../store/deps';
import { rememberCertificateId } from '../../store/result-storage';
import { Message } from '../../ui/message';

/**
 * The name on the certificate, in the order it is read: the insertion ('van der') may stay empty,
 * first and last name may not.
 */
const NAME_FIELDS = [
  {
    field: 'firstName',
    label: 'certificate.form.firstNameLabel',
    autoComplete: 'given-name',
    required: true,
  },
  {
    field: 'insertion',
    label: 'certificate.form.insertionLabel',
    autoComplete: 'additional-name',
    required: false,
  },
  { field: 'lastName', label: 'certificate.form.lastNameLabel', autoComplete: 'family-name', required: true },
] as const satisfies readonly {
  field: Exclude<CertificateFormField, 'email'>;
  label: string;
  autoComplete: string;
  required: boolean;
}[];

/** spec 1 §2: the result page route, where the form leads after submitting. */
export const RESULT_PATH = '/jouw-resultaat';

/**
 * The query parameter of the result page that names the training (project choice, decision 0032):
 * `/jouw-resultaat?training={courseId}`. The page uses it when this tab's session storage has no
 * course id, as in a new tab or browser opened from a mailed link.
 */
export const RESULT_TRAINING_PARAM = 'training';

/**
 * Where the mailed link of the certificate form leads (its `redirectPath`). A mail's link opens in a
 * new tab or another browser, without this tab's session storage (spec 1 §3), so the link carries
 * what the page needs: the certificate itself when one was made (`/jouw-resultaat/{certificateId}`,
 * the owner's view once the link signed the visitor in), else the training whose result it shows
 * (`/jouw-resultaat?training={courseId}`).
 */
export function resultLinkPath(resultPath: string, certificateId: string | null, courseId: number): string {
  return certificateId
    ? `${resultPath}/${encodeURIComponent(certificateId)}`
    : `${resultPath}?${new URLSearchParams({ [RESULT_TRAINING_PARAM]: String(courseId) }).toString()}`;
}

/** Props of {@link CertificateForm}. */
export interface CertificateFormProps {
  /** Whether the run earned a certificate: names are asked and CreateCertificate is called. */
  readonly achieved: boolean;
  /** The run whose certificate is asked for (spec 1 §3); needed when achieved. */
  readonly runId: string | null;
  /** The course (spec 1 §3 certificate form: runId, courseId, score). */
  readonly courseId: number;
  /** The run's score, for the record. */
  readonly score?: number | undefined;
  /** A pre-filled e-mail address: the field is hidden then (spec 1 §5). */
  readonly email?: string | undefined;
  /** Heading above the form (from the result block's FormTitle); none when empty. */
  readonly title?: string | undefined;
  /** Text under the heading (FormDescription). */
  readonly description?: string | undefined;
  /** Heading level of `title`. Default 2. */
  readonly headingLevel?: 2 | 3;
  /** The site's navigation: goes to /jouw-resultaat after success. */
  readonly navigation: AuthNavigation;
  /** Where to go after success; default /jouw-resultaat (spec 1 §4). */
  readonly resultPath?: string;
  /** Called after success instead of navigating (e.g. the player's own flow). */
  readonly onSubmitted?: (certificateId: string | null) => void;
}

const emptyValues: CertificateFormValues = {
  email: '',
  firstName: '',
  insertion: '',
  lastName: '',
  newsletter: false,
};

/**
 * The certificate form (spec 1 §4, §5): e-mail, first name, insertion, last name and the
 * newsletter (one mail per 2 months). Submit is disabled until the bot check is ready and while
 * sending. CreateCertificate first, then the login call with FromCertificatePage, then the result page.
 */
export function CertificateForm({
  achieved,
  runId,
  courseId,
  score,
  email: prefilledEmail,
  title,
  description,
  headingLevel = 2,
  navigation,
  resultPath = RESULT_PATH,
  onSubmitted,
}: CertificateFormProps) {
  const t = useT();
  const { state: auth, store, resultStorage } = useAuth();
  const botCheck = useBotCheck();
  const [state, dispatch] = useReducer(certificateFormReducer, initialCertificateFormState);
  const [values, setValues] = useState<CertificateFormValues>(emptyValues);
  const loggedIn = isLoggedIn(auth);
  // spec 1 §5: the e-mail field is hidden when the user is logged in or the e-mail was pre-filled.
  const knownEmail = loggedIn ? auth.user.email : (prefilledEmail ?? null);
  const form = useRef<HTMLFormElement>(null);
  const loading = state.status === 'loading' || state.status === 'loaded';
  const submitDisabled = botCheck.status !== 'ready' || loading;

  useEffect(() => {
    // A login success from this form leaves the machine redirecting; the form navigates itself.
    if (auth.status === 'logged in - redirecting' && state.status === 'loaded') store.redirected();
  }, [auth.status, state.status, store]);

  // Every invalid field is marked at once on sending; the focus goes to the first of them, so a
  // keyboard or screen reader user starts where the first thing is to fix (each field reads its message).
  useEffect(() => {
    if ('problems' in state) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  const set = (field: keyof CertificateFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitDisabled) return;
    const email = normaliseEmailInput(knownEmail ?? values.email);
    const problems = certificateFormProblems({ ...values, email }, { achieved });
    dispatch({ type: 'submitted', problems });
    if (problems.length > 0) return;
    const token = await botCheck.take('submit');

    let certificateId: string | null = null;
    if (achieved) {
      // spec 1 §7: CreateCertificate is called before the login call when a certificate is achieved.
      const created = runId
        ? await store.deps.api.createCertificate({ personName: fullName(values), runId })
        : null;
      if (created?.kind !== 'loaded') {
        dispatch({ type: 'failed' });
        return;
      }
      certificateId = created.value;
      rememberCertificateId(resultStorage(), certificateId);
    }
    if (!loggedIn) {
      await store.login({
        email,
        newsletter: values.newsletter,
        recaptchaToken: token,
        redirectPath: resultLinkPath(resultPath, certificateId, courseId),
        fromCertificatePage: true,
      });
    }
    dispatch({ type: 'succeeded', certificateId });
    if (onSubmitted) onSubmitted(certificateId);
    else navigation.navigate(resultPath);
  }

  // Each marked field says what is wrong with it, as an alert read with the field (spec 1 §5).
  const fieldError = (field: CertificateFormField): string | undefined => {
    const kind = certificateFieldProblem(state, field);
    const key = kind ? certificateFieldMessageKeys[kind][field] : undefined;
    return key ? t(key) : undefined;
  };

  return (
    <form ref={form} className="au-certificate-form" noValidate onSubmit={onSubmit} aria-busy={loading}>
      {title ? <Heading level={headingLevel}>{title}</Heading> : null}
      {description ? <p>{description}</p> : null}
      {knownEmail === null ? (
        <TextInput
          label={t('certificate.form.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          required
          value={values.email}
          error={fieldError('email')}
          onValueChange={(value) => set('email')(normaliseEmailInput(value))}
        />
      ) : null}
      {achieved ? (
        <div className="au-certificate-form__names">
          {NAME_FIELDS.map(({ field, label, autoComplete, required }) => (
            <TextInput
              key={field}
              label={t(label)}
              name={field}
              autoComplete={autoComplete}
              required={required}
              value={values[field]}
              error={fieldError(field)}
              onValueChange={set(field)}
            />
          ))}
        </div>
      ) : null}
      <Checkbox
        label={t('newsletter.optIn')}
        name="newsletter"
        checked={values.newsletter}
        onCheckedChange={(checked) => setValues((current) => ({ ...current, newsletter: checked }))}
      />
      <input type="hidden" name="courseId" value={courseId} />
      {score !== undefined ? <input type="hidden" name="score" value={score} /> : null}
      <BotCheckStatusMessage handle={botCheck} />
      {state.status === 'failed' ? (
        <Message kind="error">{t(certificateFormMessageKeys.failed)}</Message>
      ) : null}
      <div className="au-actions">
        <Button type="submit" disabled={submitDisabled}>
          {loading ? t('login.sending') : t('certificate.form.submit')}
        </Button>
      </div>
    </form>
  );
}
