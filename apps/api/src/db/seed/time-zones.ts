import { sql } from 'drizzle-orm';
import { timeZones } from '../schema/index';
import type { Seed } from './types';

function offsetMinutes(zone: string, at: Date): number {
  // eslint-disable-next-line no-restricted-syntax -- reads the zone's UTC offset; writes nothing for a reader
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Standard (non-summer) offset: the smaller of the January and July offsets of this year. */
function standardOffset(zone: string): number {
  const year = new Date().getUTCFullYear();
  return Math.min(offsetMinutes(zone, new Date(Date.UTC(year, 0, 1))), offsetMinutes(zone, new Date(Date.UTC(year, 6, 1))));
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function timeZoneRows(): { name: string; label: string; utcOffsetMinutes: number }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones]
    .map((name) => {
      const utcOffsetMinutes = standardOffset(name);
      return { name, utcOffsetMinutes, label: `(${formatOffset(utcOffsetMinutes)}) ${name}` };
    })
    .sort((a, b) => a.utcOffsetMinutes - b.utcOffsetMinutes || a.name.localeCompare(b.name));
}

/** Reference data every installation needs (the settings screen's time zone select). */
export const timeZonesSeed: Seed = {
  name: 'time-zones',
  run: async (db) => {
    await db
      .insert(timeZones)
      .values(timeZoneRows())
      .onConflictDoUpdate({
        target: timeZones.name,
        set: { label: sql`excluded.label`, utcOffsetMinutes: sql`excluded.utc_offset_minutes` },
      });
  },
};
