import { commonTeamTimeZones, describeTimeZone, listTimeZones } from '@sideline/domain';

/**
 * The time zone select's options: the zones clubs play in most first, with their abbreviation now
 * ("Central (Chicago) · CST"), then every other zone by its name (typing its first letters finds it).
 */
export function timeZoneOptions(at = new Date()): { value: string; label: string }[] {
  const common = new Set<string>(commonTeamTimeZones.map((entry) => entry.zone));
  return [
    ...commonTeamTimeZones.map(({ zone }) => ({ value: zone, label: describeTimeZone(zone, at) })),
    ...listTimeZones()
      .filter((zone) => !common.has(zone))
      .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}

/** The browser's own zone ('' where the runtime does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}
