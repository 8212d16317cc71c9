import { type DocumentTranslate, translateDocumentText } from './document-translator';
import { locale } from './render';

/** Every date is shown in Dutch time, whatever the server's or the visitor's own zone is. */
export const timeZone = 'Europe/Amsterdam';

/** A moment: a `Date`, milliseconds since the epoch, or an ISO 8601 string. */
export type DateInput = Date | number | string;

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a valid date: ${String(input)}`);
  }
  return date;
}

const newsDateFormat = new Intl.DateTimeFormat(locale, {
  timeZone,
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});
const numericDateFormat = new Intl.DateTimeFormat(locale, {
  timeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function partsOf(format: Intl.DateTimeFormat, date: Date): { day: string; month: string; year: string } {
  const parts = format.formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '';
  return { day: pick('day'), month: pick('month'), year: pick('year') };
}

/**
 * A news date as 'DD MMMM YYYY' in Dutch (spec 2 §2.4), e.g. '05 maart 2026'.
 * "DD" is two digits, so days below 10 keep their leading zero; the month is written out in
 * lower case, as Dutch does. The parts are joined by hand so an ICU update cannot change the order.
 * @param input - the publication moment (a unix timestamp in seconds must be converted first)
 * @returns the date in the Europe/Amsterdam time zone
 * @throws RangeError when the input is not a valid date
 */
export function formatNewsDate(input: DateInput): string {
  const { day, month, year } = partsOf(newsDateFormat, toDate(input));
  return `${day} ${month} ${year}`;
}

const weekdayFormat = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' });
const clockFormat = new Intl.DateTimeFormat(locale, {
  timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dinsdag 10 maart 2026': the weekday before the date as news writes it, so the site has one date form. */
function eventDay(date: Date): string {
  return `${weekdayFormat.format(date)} ${formatNewsDate(date)}`;
}

/**
 * When an event (an agenda item) takes place: its weekday, the date as news writes it ('DD MMMM
 * YYYY', spec 2 §2.4: one date form on every page) and the time, then the end: only its time on the
 * same day, its own day and time when it ends on another.
 * e.g. 'donderdag 02 april 2026, 15:00 - 17:00'.
 * @param start - when it starts
 * @param end - when it ends, if known
 * @returns the moments in the Europe/Amsterdam time zone
 * @throws RangeError when the start is not a valid date (an invalid end is left out)
 */
export function formatEventDate(start: DateInput, end?: DateInput): string {
  const from = toDate(start);
  const fromDay = eventDay(from);
  const startText = `${fromDay}, ${clockFormat.format(from)}`;
  const until = end === undefined ? undefined : new Date(end instanceof Date ? end.getTime() : end);
  if (!until || Number.isNaN(until.getTime())) return startText;
  const untilDay = eventDay(until);
  return untilDay === fromDay
    ? `${startText} - ${clockFormat.format(until)}`
    : `${startText} - ${untilDay}, ${clockFormat.format(until)}`;
}

/**
 * A certificate date as day-month-year (spec 1 §9), two-digit day and month joined by hyphens,
 * e.g. '05-03-2026'.
 * @param input - the completion moment
 * @returns the date in the Europe/Amsterdam time zone
 * @throws RangeError when the input is not a valid date
 */
export function formatCertificateDate(input: DateInput): string {
  const { day, month, year } = partsOf(numericDateFormat, toDate(input));
  return `${day}-${month}-${year}`;
}

/**
 * A score as 'x van y punten' (spec 1 §9: 'achieved of total points'); 'punt' when the total is 1.
 * @param achieved - points earned
 * @param total - points possible
 * @param t - a brand's translator; the shared catalogue by default
 * @returns e.g. '18 van 23 punten'
 */
export function formatScore(
  achieved: number,
  total: number,
  t: DocumentTranslate = translateDocumentText,
): string {
  return t('certificate.score', { achieved, n: total });
}

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const YEAR_DAYS = 365;

/**
 * A cookie's lifetime in plain Dutch for the cookie statement: whole years, days, hours or minutes;
 * a long run of days also in years ('400 dagen (ruim 1 jaar)'), since a number of days that large
 * says little to most readers.
 * @param maxAgeSeconds - the cookie's Max-Age; `null` for a cookie that ends with the browser
 * @param t - a brand's translator; the shared catalogue by default
 * @returns e.g. 'tot je de browser sluit', '1 dag', '90 dagen', '1 jaar', '1000 dagen (bijna 3 jaar)'
 */
export function formatCookieLifetime(
  maxAgeSeconds: number | null,
  t: DocumentTranslate = translateDocumentText,
): string {
  if (maxAgeSeconds === null) return t('cookies.lifetime.browserSession');
  if (maxAgeSeconds % DAY_SECONDS === 0) {
    const days = maxAgeSeconds / DAY_SECONDS;
    if (days % YEAR_DAYS === 0) return t('cookies.lifetime.years', { n: days / YEAR_DAYS });
    if (days < YEAR_DAYS) return t('cookies.lifetime.days', { n: days });
    const years = Math.round(days / YEAR_DAYS);
    return t(
      years * YEAR_DAYS < days ? 'cookies.lifetime.daysOverYears' : 'cookies.lifetime.daysUnderYears',
      {
        n: days,
        years,
      },
    );
  }
  if (maxAgeSeconds % HOUR_SECONDS === 0)
    return t('cookies.lifetime.hours', { n: maxAgeSeconds / HOUR_SECONDS });
  return t('cookies.lifetime.minutes', { n: Math.max(1, Math.round(maxAgeSeconds / MINUTE_SECONDS)) });
}

/** Letters that Unicode does not split into a base letter and an accent. */
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Longest file name part (training or person), so names stay readable in a download list. */
const FILE_NAME_PART_MAX = 60;

/** Text as a file name part: lower case a-z, 0-9 and single hyphens; accents dropped ('é' -> 'e'). */
function fileNamePart(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => foldedLetters[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILE_NAME_PART_MAX)
    .replace(/^-+|-+$/g, '');
}

/**
 * The file name of a downloaded certificate image: 'certificaat-<training>-<name>.png', in safe
 * characters only (a-z, 0-9, hyphens), so it reads well in a downloads folder on any system and
 * can go into a Content-Disposition header as it is. An empty part (an erased name) is left out.
 * @param certificate - the training's name and the person's name as the certificate shows them
 * @param t - a brand's translator; the shared catalogue by default
 * @returns e.g. 'certificaat-omgaan-met-dementie-anna-de-vries.png'
 */
export function certificateFileName(
  certificate: { readonly trainingName: string; readonly personName: string },
  t: DocumentTranslate = translateDocumentText,
): string {
  const parts = [t('certificate.fileName'), certificate.trainingName, certificate.personName]
    .map(fileNamePart)
    .filter((part) => part !== '');
  return `${parts.join('-')}.png`;
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * A ratio as a Dutch percentage, e.g. 0.78 -> '78%'. Values are not clamped: clamp progress
 * first where the spec asks for it (spec 3 §5: 0-100).
 * @param ratio - a fraction, 1 = 100%
 * @param fractionDigits - decimals to show at most (default 0)
 * @returns e.g. '78%' or '78,5%'
 */
export function formatPercentage(ratio: number, fractionDigits = 0): string {
  let format = percentFormats.get(fractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits });
    percentFormats.set(fractionDigits, format);
  }
  return format.format(ratio);
}
