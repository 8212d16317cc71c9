import { describe, expect, it } from 'vitest';
import {
  certificateFileName,
  formatCertificateDate,
  formatCookieLifetime,
  formatEventDate,
  formatNewsDate,
  formatPercentage,
  formatScore,
} from './formatters';
import { createTranslator } from './translator';

describe('formatNewsDate (DD MMMM YYYY, spec 2 §2.4)', () => {
  it.each([
    [new Date('2026-03-05T10:00:00Z'), '05 maart 2026'],
    ['2025-12-24T12:00:00Z', '24 december 2025'],
    [Date.UTC(2026, 0, 1, 12), '01 januari 2026'],
  ])('writes the day with two digits and the month in Dutch: %j is %s', (date, text) => {
    expect(formatNewsDate(date)).toBe(text);
  });

  it('uses Amsterdam time: 23:30 UTC is already the next day in winter', () => {
    expect(formatNewsDate('2026-03-04T23:30:00Z')).toBe('05 maart 2026');
    // Summer time (UTC+2): 22:30 UTC is 00:30 in Amsterdam.
    expect(formatNewsDate('2026-06-30T22:30:00Z')).toBe('01 juli 2026');
    // And 22:59 UTC in winter is still the same day (23:59 in Amsterdam).
    expect(formatNewsDate('2026-03-04T22:59:00Z')).toBe('04 maart 2026');
  });

  it('refuses an invalid date', () => {
    expect(() => formatNewsDate('not a date')).toThrow(RangeError);
  });
});

describe('formatEventDate (the news date with its weekday and times)', () => {
  it('writes the date as news does, after the weekday, with the times in Amsterdam time', () => {
    expect(formatEventDate('2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z')).toBe(
      'dinsdag 10 maart 2026, 10:00 - 12:00',
    );
    // The same two-digit day as a news date, and summer time (UTC+2).
    expect(formatEventDate('2026-04-02T13:00:00Z')).toBe('donderdag 02 april 2026, 15:00');
    expect(formatEventDate('2026-04-02T13:00:00Z')).toContain(formatNewsDate('2026-04-02T13:00:00Z'));
  });

  it('names the end day when the event ends on another day, also when that day starts after midnight UTC', () => {
    expect(formatEventDate('2026-04-02T13:00:00Z', '2026-04-03T13:00:00Z')).toBe(
      'donderdag 02 april 2026, 15:00 - vrijdag 03 april 2026, 15:00',
    );
    // 22:30 UTC in summer is 00:30 the next day in Amsterdam.
    expect(formatEventDate('2026-06-30T18:00:00Z', '2026-06-30T22:30:00Z')).toBe(
      'dinsdag 30 juni 2026, 20:00 - woensdag 01 juli 2026, 00:30',
    );
  });

  it('leaves out an unreadable end and refuses an unreadable start', () => {
    expect(formatEventDate('2026-03-10T09:00:00Z', 'onbekend')).toBe('dinsdag 10 maart 2026, 10:00');
    expect(() => formatEventDate('onbekend')).toThrow(RangeError);
  });
});

describe('formatCertificateDate (day-month-year, spec 1 §9)', () => {
  it('writes DD-MM-YYYY', () => {
    expect(formatCertificateDate(new Date('2026-03-05T10:00:00Z'))).toBe('05-03-2026');
    expect(formatCertificateDate('2026-11-21T09:00:00Z')).toBe('21-11-2026');
  });

  it('uses Amsterdam time near midnight UTC', () => {
    expect(formatCertificateDate('2026-12-31T23:15:00Z')).toBe('01-01-2027');
  });
});

describe('formatScore', () => {
  it("writes 'x van y punten' (spec 1 §9)", () => {
    expect(formatScore(18, 23)).toBe('18 van 23 punten');
    expect(formatScore(0, 1)).toBe('0 van 1 punt');
  });

  it('takes a brand translator', () => {
    expect(formatScore(7, 10, createTranslator('dementievriendelijk'))).toBe('7 van 10 punten');
  });
});

describe('formatPercentage', () => {
  it('writes a Dutch percentage', () => {
    expect(formatPercentage(0.78)).toBe('78%');
    expect(formatPercentage(1)).toBe('100%');
    expect(formatPercentage(0.785, 1)).toBe('78,5%');
    expect(formatPercentage(0)).toBe('0%');
  });
});

describe('formatCookieLifetime (the cookie statement, spec 1 §2)', () => {
  const DAY = 24 * 60 * 60;
  it('says a cookie without Max-Age lasts until the browser closes', () => {
    expect(formatCookieLifetime(null)).toBe('tot je de browser sluit');
  });

  it('writes whole years, days, hours and minutes in Dutch, singular and plural', () => {
    expect(formatCookieLifetime(365 * DAY)).toBe('1 jaar');
    expect(formatCookieLifetime(730 * DAY)).toBe('2 jaar');
    expect(formatCookieLifetime(DAY)).toBe('1 dag');
    expect(formatCookieLifetime(90 * DAY)).toBe('90 dagen');
    expect(formatCookieLifetime(3 * 60 * 60)).toBe('3 uur');
    expect(formatCookieLifetime(60)).toBe('1 minuut');
    expect(formatCookieLifetime(30 * 60)).toBe('30 minuten');
  });

  it('adds the years to a long run of days', () => {
    expect(formatCookieLifetime(400 * DAY)).toBe('400 dagen (ruim 1 jaar)');
    expect(formatCookieLifetime(1000 * DAY)).toBe('1.000 dagen (bijna 3 jaar)');
  });
});

describe('certificateFileName (decision 0014: a readable download name)', () => {
  it('names the file after the training and the person, in safe characters only', () => {
    expect(certificateFileName({ trainingName: 'Omgaan met dementie', personName: 'Anna de Vries' })).toBe(
      'certificaat-omgaan-met-dementie-anna-de-vries.png',
    );
    expect(
      certificateFileName({
        trainingName: 'Wat is dementie? (deel 2)',
        personName: "Łukasz Ayşe O'Brien-Smit",
      }),
    ).toBe('certificaat-wat-is-dementie-deel-2-lukasz-ayse-o-brien-smit.png');
    expect(certificateFileName({ trainingName: 'Café & Straße', personName: 'Zoë Ørsted' })).toBe(
      'certificaat-cafe-strasse-zoe-orsted.png',
    );
  });

  it('leaves out an empty part (an erased name) and keeps long names short', () => {
    expect(certificateFileName({ trainingName: 'Omgaan met dementie', personName: '' })).toBe(
      'certificaat-omgaan-met-dementie.png',
    );
    const long = certificateFileName({ trainingName: 'a'.repeat(200), personName: '../../etc/passwd' });
    expect(long).toBe(`certificaat-${'a'.repeat(60)}-etc-passwd.png`);
    expect(long).toMatch(/^[a-z0-9-]+\.png$/);
  });
});
