import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  daysBetween,
  formatCalendarDate,
  formatCalendarDateRange,
  formatDateTime,
  formatInstantRange,
  formatRelativeDay,
  formatTime,
  formatWallClock,
  formatWallDateTime,
  isCalendarDate,
  startOfWallDay,
  todayIn,
  wallTimeToInstant,
  wallTimeToIso,
  weekDayName,
  weekDayOf,
} from '../format';
import { currencyAffix, formatAmount, formatMoney, formatPercent } from './money';

// Written by Node's ICU (what the API and the tests run on); \u00a0 no-break space, \u202f narrow one, \u200f right-to-left mark.
const MONEY = {
  EUR: { minor: 4550, en: '\u20ac45.50', de: '45,50\u00a0\u20ac', fr: '45,50\u00a0\u20ac', pt: '\u20ac\u00a045,50', ar: '\u200f45.50\u00a0\u20ac' },
  USD: { minor: 4550, en: '$45.50', de: '45,50\u00a0$', fr: '45,50\u00a0$US', pt: 'US$\u00a045,50', ar: '\u200f45.50\u00a0US$' },
  JPY: { minor: 4500, en: '\u00a54,500', de: '4.500\u00a0\u00a5', fr: '4\u202f500\u00a0JPY', pt: 'JP\u00a5\u00a04.500', ar: '\u200f4,500\u00a0JP\u00a5' },
  KWD: { minor: 12345, en: 'KWD\u00a012.345', de: '12,345\u00a0KWD', fr: '12,345\u00a0KWD', pt: 'KWD\u00a012,345', ar: '\u200f12.345\u00a0\u062f.\u0643.\u200f' },
} as const;
const LANGUAGES = ['en', 'de', 'fr', 'pt', 'ar'] as const;

describe('money in four currencies and five languages', () => {
  for (const [currency, row] of Object.entries(MONEY)) {
    for (const language of LANGUAGES) {
      it(`writes ${currency} for a reader of ${language}`, () => {
        expect(formatMoney(row.minor, currency, language)).toBe(row[language]);
        // The API's decimal amounts (major units) read the same.
        expect(formatAmount(row.minor / 10 ** { EUR: 2, USD: 2, JPY: 0, KWD: 3 }[currency]!, currency, language)).toBe(row[language]);
      });
    }
  }

  it('puts the symbol of a price input where the locale writes it, with the currency decimals', () => {
    expect(currencyAffix('EUR', 'de')).toEqual({ symbol: '€', position: 'suffix', decimals: 2 });
    expect(currencyAffix('EUR', 'en')).toEqual({ symbol: '€', position: 'prefix', decimals: 2 });
    expect(currencyAffix('JPY', 'en')).toEqual({ symbol: '¥', position: 'prefix', decimals: 0 });
    expect(currencyAffix('KWD', 'de')).toMatchObject({ position: 'suffix', decimals: 3 });
    expect(currencyAffix('BRL', 'pt')).toEqual({ symbol: 'R$', position: 'prefix', decimals: 2 });
  });

  it('writes shares and their absence', () => {
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 'de')).toBe('12,5\u00a0%');
    expect(formatPercent(null, 'de')).toBe('—');
  });
});

describe('wall times: the one rule of D34 on DST days of three zones', () => {
  const zones = [
    // zone, a time in the spring-forward gap → where it lands, a time in the fall-back overlap → its earlier instant
    { zone: 'Europe/Berlin', gap: ['2026-03-29', '02:30', '2026-03-29T03:30:00+02:00'], overlap: ['2026-10-25', '02:30', '2026-10-25T02:30:00+02:00'] },
    { zone: 'America/New_York', gap: ['2026-03-08', '02:30', '2026-03-08T03:30:00-04:00'], overlap: ['2026-11-01', '01:30', '2026-11-01T01:30:00-04:00'] },
    { zone: 'Australia/Sydney', gap: ['2026-10-04', '02:30', '2026-10-04T03:30:00+11:00'], overlap: ['2026-04-05', '02:30', '2026-04-05T02:30:00+11:00'] },
  ] as const;

  for (const { zone, gap, overlap } of zones) {
    it(`moves a time in ${zone}'s spring-forward gap forward by the gap`, () => {
      expect(wallTimeToIso(gap[0], gap[1], zone)).toBe(gap[2]);
      expect(wallTimeToInstant(gap[0], gap[1], zone)).toBe(Date.parse(gap[2]));
    });

    it(`takes the earlier instant of a time in ${zone}'s fall-back overlap`, () => {
      expect(wallTimeToIso(overlap[0], overlap[1], zone)).toBe(overlap[2]);
      // One hour later the same wall clock is read again: the earlier one is one hour before it.
      expect(Date.parse(overlap[2]) + 3_600_000).toBeGreaterThan(wallTimeToInstant(overlap[0], overlap[1], zone));
    });
  }

  it('writes an ordinary time with its zone offset', () => {
    expect(wallTimeToIso('2026-11-23', '09:00', 'Europe/Berlin')).toBe('2026-11-23T09:00:00+01:00');
    expect(wallTimeToIso('2026-07-01', '09:00', 'America/Sao_Paulo')).toBe('2026-07-01T09:00:00-03:00');
    expect(startOfWallDay('2026-07-01', 'Europe/Berlin')).toBe('2026-07-01T00:00:00+02:00');
  });

  it('refuses a malformed date or time', () => {
    expect(() => wallTimeToIso('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToIso('2026-02-01', '9h', 'UTC')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('adds calendar days across a DST change, whatever the day length', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('knows real dates and week days (Monday 0)', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(weekDayOf('2026-11-23')).toBe(0);
    expect(weekDayOf('2026-11-29')).toBe(6);
  });

  it("gives today's date in the stylist's zone, not the runtime's", () => {
    const now = Date.parse('2026-11-23T23:30:00Z');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-24');
    expect(todayIn('America/New_York', now)).toBe('2026-11-23');
    expect(calendarDateOf(now, 'Australia/Sydney')).toBe('2026-11-24');
  });
});

describe('dates and times for a reader', () => {
  it('writes relative days in each language', () => {
    expect(formatRelativeDay('2026-11-23', '2026-11-23', 'en')).toBe('today');
    expect(formatRelativeDay('2026-11-24', '2026-11-23', 'en')).toBe('tomorrow');
    expect(formatRelativeDay('2026-11-24', '2026-11-23', 'de')).toBe('morgen');
    expect(formatRelativeDay('2026-11-23', '2026-11-23', 'fr')).toBe('aujourd’hui');
    expect(formatRelativeDay('2026-11-24', '2026-11-23', 'pt')).toBe('amanhã');
    expect(formatRelativeDay('2026-11-22', '2026-11-23', 'en')).toBe('yesterday');
    expect(formatRelativeDay('2026-11-26', '2026-11-23', 'en')).toBe('in 3 days');
    // Across the spring change the count stays in calendar days.
    expect(formatRelativeDay('2026-03-30', '2026-03-28', 'en')).toBe('in 2 days');
  });

  it('starts a relative day with a capital for a title, in each language', () => {
    const titles = (date: string) => ['en', 'de', 'fr', 'pt', 'ar'].map((locale) => formatRelativeDay(date, '2026-11-23', locale, { capitalized: true }));
    expect(titles('2026-11-23')).toEqual(['Today', 'Heute', 'Aujourd’hui', 'Hoje', 'اليوم']);
    expect(titles('2026-11-24')).toEqual(['Tomorrow', 'Morgen', 'Demain', 'Amanhã', 'غدًا']);
  });

  it("writes an instant in the stylist's zone", () => {
    const at = '2026-11-23T08:00:00Z';
    expect(formatTime(at, 'de', 'Europe/Berlin')).toBe('09:00');
    expect(formatTime(at, 'en', 'America/New_York')).toMatch(/^3:00\sAM$/);
    expect(formatDateTime(at, 'de', 'Europe/Berlin')).toBe('23.11.2026, 09:00');
  });

  it('writes ranges as Chromium does, with plain spaces (Node’s ICU puts thin ones: a server render differed, issue #31.13)', () => {
    for (const locale of ['en', 'de', 'fr', 'pt', 'ar']) {
      expect(formatCalendarDateRange('2026-12-24', '2026-12-26', locale)).not.toMatch(/\u2009/);
      expect(formatInstantRange('2026-12-24T09:00:00Z', '2026-12-26T17:00:00Z', locale, 'Europe/Berlin')).not.toMatch(/\u2009/);
    }
    expect(formatCalendarDateRange('2026-12-24', '2026-12-26', 'pt')).toBe('24 – 26 de dez.');
  });

  it('writes a time the API sent with the stylist offset at its own wall time', () => {
    expect(formatWallDateTime('2031-01-10T10:00:00+01:00', 'de')).toBe('10.01.2031, 10:00');
    expect(formatWallDateTime('not a time', 'de')).toBe('not a time');
  });

  it('writes calendar dates, ranges, wall clocks and week days without a zone shift', () => {
    expect(formatCalendarDate('2026-12-24', 'de', { dateStyle: 'long' })).toBe('24. Dezember 2026');
    expect(formatCalendarDateRange('2026-12-24', '2026-12-26', 'en')).toBe('Dec 24 – 26');
    expect(formatCalendarDateRange('2026-12-24', '2026-12-24', 'en')).toBe('Dec 24');
    expect(formatWallClock('14:00', 'en')).toMatch(/^2:00\sPM$/);
    expect(formatWallClock('14:00', 'de')).toBe('14:00');
    expect(weekDayName(0, 'fr')).toBe('lundi');
  });
});

// The cases of the web copies this formatter replaced (booking zoned-time and format, appointments
// wall-time, dashboard format): the same answers, except the DST gap, which D34 now moves forward.
describe('what the replaced copies answered', () => {
  it('adds winter and summer offsets, and the day’s own offset on change days', () => {
    expect(wallTimeToIso('2026-07-15', '09:15', 'Europe/Berlin')).toBe('2026-07-15T09:15:00+02:00');
    expect(wallTimeToIso('2026-03-29', '01:45', 'Europe/Berlin')).toBe('2026-03-29T01:45:00+01:00');
    expect(wallTimeToIso('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
    expect(wallTimeToIso('2026-10-25', '03:30', 'Europe/Berlin')).toBe('2026-10-25T03:30:00+01:00');
    expect(wallTimeToIso('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T09:00:00-05:00');
    expect(wallTimeToIso('2026-10-25', '10:00', 'Europe/Lisbon')).toBe('2026-10-25T10:00:00+00:00');
    expect(startOfWallDay('2031-03-30', 'America/New_York')).toBe('2031-03-30T00:00:00-04:00');
    expect(startOfWallDay('2031-03-30', 'UTC')).toBe('2031-03-30T00:00:00+00:00');
  });

  it('writes wall times of the stylist offset, instants in her zone, and ranges', () => {
    expect(formatWallDateTime('2031-07-10T23:30:00-04:00', 'en-GB')).toBe('10 Jul 2031, 23:30');
    expect(formatTime('2026-03-09T23:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('00:30');
    expect(formatCalendarDate('2026-03-10', 'en', { day: 'numeric', month: 'short' })).toBe('Mar 10');
    expect(formatCalendarDateRange('2026-12-24', '2026-12-26', 'de')).toBe('24.–26. Dez.');
    expect(formatCalendarDateRange('2026-12-31', '2027-01-02', 'en')).toBe('Dec 31, 2026 – Jan 2, 2027');
    expect(weekDayName(6, 'fr')).toBe('dimanche');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(formatPercent(0.333, 'en')).toBe('33.3%');
  });
});
