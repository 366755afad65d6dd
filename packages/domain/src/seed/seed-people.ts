import { itemAt } from '../lists/item-at.ts';
import type { SportGender } from '../sports/sport-identity.ts';

/** Invented names for seeded rosters and staff; combined by index so every sport gets a different team. */
export const seedFirstNames: Record<SportGender, readonly string[]> = {
  womens: [
    'Avery',
    'Brooke',
    'Camila',
    'Dana',
    'Elena',
    'Fiona',
    'Grace',
    'Hana',
    'Isla',
    'Jordan',
    'Kendall',
    'Leah',
    'Maya',
    'Nora',
    'Olivia',
    'Priya',
  ],
  mens: [
    'Aaron',
    'Ben',
    'Caleb',
    'Diego',
    'Ethan',
    'Finn',
    'Gabe',
    'Henry',
    'Isaac',
    'Jonah',
    'Kai',
    'Liam',
    'Mateo',
    'Noah',
    'Owen',
    'Parker',
  ],
};

export const seedLastNames: readonly string[] = [
  'Adams',
  'Bergstrom',
  'Castillo',
  'Doyle',
  'Eriksen',
  'Fontaine',
  'Gallagher',
  'Hartley',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'McAllister',
  'Nakamura',
  'OConnell',
  'Petrov',
  'Quinlan',
  'Reyes',
  'Sullivan',
  'Tremblay',
];

export const seedHometowns: readonly string[] = [
  'Burlington, VT',
  'Portland, ME',
  'Albany, NY',
  'Hartford, CT',
  'Providence, RI',
  'Worcester, MA',
  'Manchester, NH',
  'Syracuse, NY',
  'Erie, PA',
  'Toronto, ON',
  'Duluth, MN',
  'Madison, WI',
  'Ann Arbor, MI',
  'Denver, CO',
  'Minneapolis, MN',
  'Buffalo, NY',
  'Ottawa, ON',
  'Halifax, NS',
];

export const seedClassYears: readonly string[] = ['Freshman', 'Sophomore', 'Junior', 'Senior', 'Graduate'];

/** The name at position `index` of a roster of the sport with number `sportIndex` (no repeats within 16). */
export function pickSeedName(gender: SportGender, index: number, sportIndex: number): string {
  const firsts = seedFirstNames[gender];
  const first = itemAt(firsts, (index * 5 + sportIndex * 3) % firsts.length);
  const last = itemAt(seedLastNames, (index * 7 + sportIndex * 4) % seedLastNames.length);
  return `${first} ${last.replace(/^OConnell$/, "O'Connell")}`;
}

/** A URL-friendly id made from a name: "Leah O'Connell" -> "leah-oconnell". */
export function buildUrlId(text: string): string {
  const id = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return id || 'item';
}

/** Makes each id of the list unique by appending -2, -3, ... to repeats. */
export function makeUrlIdsUnique(ids: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return ids.map((id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}-${count}`;
  });
}
