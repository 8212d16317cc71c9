import { brandMessageKeys } from './catalogues/brand-messages';
import { type SharedMessageKey, sharedMessages } from './catalogues/shared';
import type { MessageKey } from './translator';

/**
 * Shared keys whose text is copied from a spec: quoted there verbatim, or (for the legal links)
 * named there as the label itself. The editor tools' texts, which the specs quote in English, are
 * ours in Dutch (decision 0087). A test proves each of these values
 * appears in its list of spec texts, so nothing here can drift from the spec.
 */
export const specWordingKeys = [
  'common.loading',
  'common.required',
  'common.previous',
  'common.next',
  'common.home',
  'common.skipToContent',
  'common.oops',
  'common.backToHomepage',
  'breadcrumb.news',
  'breadcrumb.stories',
  'login.emailLabel',
  'login.emailPlaceholder',
  'login.linkSent.title',
  'login.linkSent.text',
  'errors.invalidEmail',
  'errors.tooManyAttempts',
  'errors.loginFailed',
  'errors.botCheckFailed',
  'errors.activationLinkFailed',
  'errors.magicLinkFailed',
  'errors.notAuthorized',
  'account.title',
  'account.loggedOut.title',
  'accountMenu.profile',
  'accountMenu.trainings',
  'myTrainings.title',
  'magicLink.failed.title',
  'notFound.title',
  'overview.news.title',
  'overview.news.readMore',
  'overview.news.allLink',
  'overview.organisations.title',
  'overview.organisations.readMore',
  'overview.organisations.moreLink',
  'overview.stories.title',
  'overview.stories.readMore',
  'overview.stories.moreLink',
  'modal.close',
  'utilities.print',
  'utilities.readAloud',
  'utilities.share',
  'utilities.copyLink',
  'video.consent.text',
  'video.consent.button',
  'lightbox.counter',
  'bookcase.defaultTitle',
  'footer.legal.conduct',
  'footer.legal.privacy',
  'footer.legal.disclaimer',
  'footer.legal.cookies',
  'newsletter.emailLabel',
  'newsletter.embedScoreLabel',
  'player.close',
  'player.answer.correct',
  'player.answer.incorrect',
  'player.pointsSummary.title',
  'player.summary.score',
  'checklist.progress',
  'checklist.print',
  'certificate.form.emailLabel',
  'certificate.score',
  'forms.error',
  'forms.invalidPlace',
  'passwordLogin.failed',
  'expertQuestion.error',
  'reaction.error',
  'reaction.noQuestion',
  'memoryTest.notAllAnswered',
] as const satisfies readonly SharedMessageKey[];

const fromSpec: ReadonlySet<string> = new Set(specWordingKeys);

/**
 * Keys whose wording is ours, not the spec's: the spec names the text (or the key) but not its
 * words, so we wrote clear B1 Dutch. It is every shared key not in `specWordingKeys`, plus every
 * brand key (names and taglines are ours). New keys are ours by default, which is the safe side.
 * The one brand override taken from a spec, 'GOED' for `player.infoModal.title` on the
 * dementievriendelijk brand (spec 3 §2), is spec wording even though the shared fallback is ours.
 */
export const ourWording: ReadonlySet<MessageKey> = new Set<MessageKey>([
  ...(Object.keys(sharedMessages) as SharedMessageKey[]).filter((key) => !fromSpec.has(key)),
  ...brandMessageKeys,
]);
