import { z } from 'zod';
import { getZonedFormatter } from '../rules/zoned-formatters.ts';
import { formatWallTime, parseWallTime } from '../rules/zoned-wall-time.ts';

/**
 * A team's time zone (issue 35 §1): every date and time of the team is shown in it, with its
 * abbreviation. Asked at sign-up (preselected from the browser's zone), changed in Website → Info
 * (suggested from the state or province of the team's address).
 */

/** A team's zone until it chooses one (the column's default; teams made before issue 35). */
export const defaultTeamTimeZone = 'America/New_York';

export const teamTimeZoneMessages = {
  missing: 'Please choose your team’s time zone',
  unknown: 'Please choose your team’s time zone from the list',
  keepMissing: 'Please choose whether your games and events keep their clock times',
  changedKeepClock: (zone: string) =>
    `Your team’s time zone is now ${zone}. Games and events keep their clock times.`,
  changedKeepMoments: (zone: string) =>
    `Your team’s time zone is now ${zone}. Games and events keep their moments; their clock times now show in the new zone.`,
  unchanged: 'Your team’s time zone is unchanged.',
} as const;

/** The zones clubs play in most, first in the list (North America, then the British Isles). */
export const commonTeamTimeZones = [
  { zone: 'America/St_Johns', name: 'Newfoundland' },
  { zone: 'America/Halifax', name: 'Atlantic' },
  { zone: 'America/New_York', name: 'Eastern' },
  { zone: 'America/Chicago', name: 'Central' },
  { zone: 'America/Regina', name: 'Saskatchewan (no daylight saving)' },
  { zone: 'America/Denver', name: 'Mountain' },
  { zone: 'America/Phoenix', name: 'Arizona (no daylight saving)' },
  { zone: 'America/Los_Angeles', name: 'Pacific' },
  { zone: 'America/Anchorage', name: 'Alaska' },
  { zone: 'Pacific/Honolulu', name: 'Hawaii' },
  { zone: 'Europe/London', name: 'United Kingdom' },
  { zone: 'Europe/Dublin', name: 'Ireland' },
] as const;

let knownZones: ReadonlySet<string> | null = null;

/** Every IANA zone this runtime knows (its canonical names), and UTC. */
export function listTimeZones(): readonly string[] {
  return [...knownTimeZones()];
}

function knownTimeZones(): ReadonlySet<string> {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones;
}

export function isKnownTimeZone(zone: string): boolean {
  return knownTimeZones().has(zone);
}

export const teamTimeZoneSchema = z
  .string({ error: teamTimeZoneMessages.missing })
  .trim()
  .min(1, { error: teamTimeZoneMessages.missing, abort: true })
  .refine(isKnownTimeZone, { error: teamTimeZoneMessages.unknown });

/** "Central (Chicago) · CST": how a zone reads in a list and in messages. */
export function describeTimeZone(zone: string, at = new Date()): string {
  const common = commonTeamTimeZones.find((entry) => entry.zone === zone);
  const city = (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
  const abbreviation = timeZoneAbbreviation(zone, at);
  return `${common ? `${common.name} (${city})` : zone.replaceAll('_', ' ')} · ${abbreviation}`;
}

/** "CST", "EDT", "GMT+1": the zone's short name at `at`, as times show it. */
export function timeZoneAbbreviation(zone: string, at = new Date()): string {
  return (
    getZonedFormatter(zone, 'time')
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

/** The browser's zone when it is one we know; otherwise the default a new team had before. */
export function preselectedTimeZone(browserZone: string | undefined): string {
  return browserZone && isKnownTimeZone(browserZone) ? browserZone : defaultTeamTimeZone;
}

/**
 * The zone most of a US state or Canadian province keeps (by its two-letter code or its name), to
 * suggest when the team's address names one; null when the address names none we know. States
 * split between zones get the zone of most of their people.
 */
export function suggestTimeZoneForRegion(region: string): string | null {
  const key = region.trim().toUpperCase();
  const code = regionCodes[key] ?? key;
  return regionTimeZones[code] ?? null;
}

const eastern = 'America/New_York';
const central = 'America/Chicago';
const mountain = 'America/Denver';
const pacific = 'America/Los_Angeles';
const regionTimeZones: Record<string, string> = {
  // United States
  AL: central,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: central,
  CA: pacific,
  CO: mountain,
  CT: eastern,
  DE: eastern,
  DC: eastern,
  FL: eastern,
  GA: eastern,
  HI: 'Pacific/Honolulu',
  ID: mountain,
  IL: central,
  IN: eastern,
  IA: central,
  KS: central,
  KY: eastern,
  LA: central,
  ME: eastern,
  MD: eastern,
  MA: eastern,
  MI: eastern,
  MN: central,
  MS: central,
  MO: central,
  MT: mountain,
  NE: central,
  NV: pacific,
  NH: eastern,
  NJ: eastern,
  NM: mountain,
  NY: eastern,
  NC: eastern,
  ND: central,
  OH: eastern,
  OK: central,
  OR: pacific,
  PA: eastern,
  RI: eastern,
  SC: eastern,
  SD: central,
  TN: central,
  TX: central,
  UT: mountain,
  VT: eastern,
  VA: eastern,
  WA: pacific,
  WV: eastern,
  WI: central,
  WY: mountain,
  // Canada
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};
const regionCodes: Record<string, string> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  'DISTRICT OF COLUMBIA': 'DC',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  'NEW HAMPSHIRE': 'NH',
  'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM',
  'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC',
  'NORTH DAKOTA': 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI',
  'SOUTH CAROLINA': 'SC',
  'SOUTH DAKOTA': 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  'WEST VIRGINIA': 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
  ALBERTA: 'AB',
  'BRITISH COLUMBIA': 'BC',
  MANITOBA: 'MB',
  'NEW BRUNSWICK': 'NB',
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  NEWFOUNDLAND: 'NL',
  'NOVA SCOTIA': 'NS',
  'NORTHWEST TERRITORIES': 'NT',
  NUNAVUT: 'NU',
  ONTARIO: 'ON',
  'PRINCE EDWARD ISLAND': 'PE',
  QUEBEC: 'QC',
  QUÉBEC: 'QC',
  SASKATCHEWAN: 'SK',
  YUKON: 'YT',
};

/** What a change of zone does to the times already entered. */
export const timeZoneChangeKeeps = ['clock-times', 'moments'] as const;
export type TimeZoneChangeKeep = (typeof timeZoneChangeKeeps)[number];

/**
 * PUT /api/website/time-zone. `keep`: "clock-times" (the zone was wrong: a 7:00 PM game stays at
 * 7:00 PM, now in the new zone) or "moments" (the team moved: the game stays at its moment and shows
 * at the new zone's clock time). Asked only when the team has games or events.
 */
export const timeZoneChangeSchema = z.object({
  timeZone: teamTimeZoneSchema,
  keep: z.enum(timeZoneChangeKeeps, { error: teamTimeZoneMessages.keepMissing }),
});
export type TimeZoneChange = z.input<typeof timeZoneChangeSchema>;

/** GET and PUT /api/website/time-zone. */
export const teamTimeZoneViewSchema = z.object({
  timeZone: z.string(),
  /** From the state or province of the team's address, when it names one and it differs. */
  suggested: z.string().nullable(),
  /** Games and events already entered: a change asks what they keep. */
  scheduledCount: z.number().int(),
  /** What the last change did (PUT only). */
  message: z.string().optional(),
});
export type TeamTimeZoneView = z.output<typeof teamTimeZoneViewSchema>;

/**
 * The zone of the state or province an address names ("Minneapolis, MN 55401", "Calgary, Alberta
 * T2P 1J9"), read from its last lines first; null when it names none of the table's.
 */
export function suggestTimeZoneForAddress(address: string): string | null {
  const parts = address
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    // The region before a ZIP or postal code, or the part alone.
    const region = /^(.+?)\s+(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)$/.exec(part)?.[1] ?? part;
    const zone = suggestTimeZoneForRegion(region);
    if (zone) return zone;
  }
  return null;
}

/** The instant that shows `instant`'s clock time in `from` at the same clock time in `to`. */
export function keepClockTime(instant: Date, from: string, to: string): Date {
  return parseWallTime(formatWallTime(instant, from), to) ?? instant;
}
