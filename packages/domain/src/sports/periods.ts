import { z } from 'zod';
import type { SportFamily } from './sport-identity.ts';

/**
 * Period codes stored on goals, tries, penalties and other game events (spec part 2 §3).
 * 'na' means the period was not recorded. Hockey plays three periods; lacrosse four quarters;
 * rugby two halves, extra time and sudden death.
 */
export const unspecifiedPeriodCode = 'na';
export const hockeyPeriodCodes = ['p1', 'p2', 'p3', 'ot1', 'ot2', unspecifiedPeriodCode] as const;
export const lacrossePeriodCodes = ['p1', 'p2', 'p3', 'p4', 'ot1', 'ot2', unspecifiedPeriodCode] as const;
export const rugbyPeriodCodes = ['h1', 'h2', 'et1', 'et2', 'sd', unspecifiedPeriodCode] as const;

export type HockeyPeriodCode = (typeof hockeyPeriodCodes)[number];
export type LacrossePeriodCode = (typeof lacrossePeriodCodes)[number];
export type RugbyPeriodCode = (typeof rugbyPeriodCodes)[number];
export type PeriodCode = HockeyPeriodCode | LacrossePeriodCode | RugbyPeriodCode;

export const periodCodeSchemas = {
  hockey: z.enum(hockeyPeriodCodes),
  lacrosse: z.enum(lacrossePeriodCodes),
  rugby: z.enum(rugbyPeriodCodes),
} as const;

const periodCodesByFamily: Record<SportFamily, readonly PeriodCode[]> = {
  hockey: hockeyPeriodCodes,
  lacrosse: lacrossePeriodCodes,
  rugby: rugbyPeriodCodes,
};

/** The periods of a sport in playing order; 'na' last, and left out when the caller wants only played periods. */
export function listPeriodCodes(
  family: SportFamily,
  options: { includeUnspecified?: boolean } = {},
): readonly PeriodCode[] {
  const codes = periodCodesByFamily[family];
  return options.includeUnspecified === false ? codes.filter((c) => c !== unspecifiedPeriodCode) : codes;
}

export function isPeriodCodeOfSport(family: SportFamily, code: string): code is PeriodCode {
  return (periodCodesByFamily[family] as readonly string[]).includes(code);
}

const sharedLabels = {
  ot1: { label: 'Overtime', shortLabel: 'OT' },
  ot2: { label: '2nd Overtime', shortLabel: '2OT' },
  na: { label: 'Unspecified', shortLabel: '-' },
};

const labelsByFamily: Record<SportFamily, Record<string, { label: string; shortLabel: string }>> = {
  hockey: {
    p1: { label: '1st Period', shortLabel: '1st' },
    p2: { label: '2nd Period', shortLabel: '2nd' },
    p3: { label: '3rd Period', shortLabel: '3rd' },
    ...sharedLabels,
  },
  // Lacrosse stores p1-p4 but plays quarters, so the labels say so.
  lacrosse: {
    p1: { label: '1st Quarter', shortLabel: 'Q1' },
    p2: { label: '2nd Quarter', shortLabel: 'Q2' },
    p3: { label: '3rd Quarter', shortLabel: 'Q3' },
    p4: { label: '4th Quarter', shortLabel: 'Q4' },
    ...sharedLabels,
  },
  rugby: {
    h1: { label: '1st Half', shortLabel: '1H' },
    h2: { label: '2nd Half', shortLabel: '2H' },
    et1: { label: '1st Extra Time', shortLabel: 'ET1' },
    et2: { label: '2nd Extra Time', shortLabel: 'ET2' },
    sd: { label: 'Sudden Death', shortLabel: 'SD' },
    na: sharedLabels.na,
  },
};

/** "1st Period", "2nd Quarter", "1st Half", "Overtime", ...; the code itself if it is not of that sport. */
export function getPeriodLabel(family: SportFamily, code: string): string {
  return labelsByFamily[family][code]?.label ?? code;
}

/** Compact label for box-score columns: "1st", "Q2", "1H", "OT". */
export function getPeriodShortLabel(family: SportFamily, code: string): string {
  return labelsByFamily[family][code]?.shortLabel ?? code;
}
