import type { FormField, FormFieldInput } from '../forms/form-fields.ts';
import { formFieldSchema } from '../forms/form-fields.ts';
import { formTypes } from '../sports/form-types.ts';
import { getSportFamily, type SportFamily } from '../sports/sport-identity.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';
import type { SeedForm, SeedGame } from './new-team-content.ts';
import { getSportSeedImage, type SeedImageName } from './seed-images.ts';
import { buildUrlId } from './seed-people.ts';

/**
 * The sandbox store of the demo teams and of every private copy (issue 22): merchandise, tickets
 * for the upcoming home games and a priced registration form, so a visitor can try buying on the
 * public site and selling in the portal. A real new team starts with an empty store.
 */

/** A demo team (shared, `demoId`) or a visitor's private copy of one. */
export function isDemoTeam(team: { demoId?: string | null; privateDemoExpiresAt?: Date | null }): boolean {
  return Boolean(team.demoId || team.privateDemoExpiresAt);
}

/** The demo store's message on its pages: how to pay, and that nothing real happens. */
export const demoStoreMessage =
  'This is a demo store: pay with the sandbox test card 4242 4242 4242 4242. Nothing is charged, shipped or mailed.';

/** Who "signed" the demo teams' store agreement (recorded without a document: nothing was signed). */
export const demoStoreAgreementSigner = { signerName: 'Sideline Demo Club', signerTitle: 'Demo' } as const;

export interface SeedProductVariant {
  optionValues: Record<string, string>;
  priceCents: number;
  sku: string;
  /** Units in stock; null for unlimited. */
  inventory: number | null;
}

export interface SeedProduct {
  key: string;
  urlId: string;
  name: string;
  description: string;
  category: string;
  image: SeedImageName;
  options: { title: string; values: string[] }[];
  variants: SeedProductVariant[];
  taxable: boolean;
  shippable: boolean;
  shippingPerOrderCents: number;
  shippingPerItemCents: number;
  weightLb: number;
  featured: boolean;
}

export interface SeedTicketTier {
  name: string;
  description: string;
  priceCents: number;
}

export interface SeedTicket {
  key: string;
  /** The game the ticket admits to (a seed key of the content's games). */
  gameKey: string;
  name: string;
  description: string;
  /** Admissions over all tiers. */
  capacity: number;
  maxPerOrder: number;
  tiers: SeedTicketTier[];
}

/** A form the team built itself: no pre-developed form behind it. */
export type SeedCustomForm = Omit<SeedForm, 'preDevelopedFormId'>;

export interface DemoStoreContent {
  products: SeedProduct[];
  tickets: SeedTicket[];
  forms: SeedCustomForm[];
}

export interface DemoStoreContentInput {
  sportsType: TeamSportsType;
  teamName: string;
  /** The team's seeded games: every upcoming home game gets tickets. */
  games: readonly SeedGame[];
}

export const demoJerseySizes = ['S', 'M', 'L', 'XL'] as const;
const jerseyStock: Record<(typeof demoJerseySizes)[number], number> = { S: 8, M: 12, L: 12, XL: 6 };

/** Adult, student and child admission (cents). */
export const demoTicketTiers: readonly SeedTicketTier[] = [
  { name: 'Adult', description: 'General admission', priceCents: 1500 },
  { name: 'Student', description: 'With a valid student ID', priceCents: 800 },
  { name: 'Child', description: 'Ages 12 and under', priceCents: 500 },
];

/** The sport's own piece of equipment for the store. */
const gameBalls: Record<SportFamily, { name: string; description: string; priceCents: number; sku: string }> =
  {
    hockey: {
      name: 'Official game puck',
      description: 'Regulation six-ounce puck printed with the team crest.',
      priceCents: 800,
      sku: 'PUCK',
    },
    rugby: {
      name: 'Match ball',
      description: 'Size 5 match ball in the team colors, signed by the squad.',
      priceCents: 4500,
      sku: 'BALL-5',
    },
    lacrosse: {
      name: 'Game ball',
      description: 'NFHS and NCAA approved lacrosse ball with the team crest.',
      priceCents: 500,
      sku: 'BALL',
    },
  };

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

function buildProducts(sportsType: TeamSportsType, teamName: string): SeedProduct[] {
  const family = getSportFamily(sportsType);
  const ball = gameBalls[family];
  const shipped = { shippable: true, shippingPerOrderCents: 600, shippingPerItemCents: 100 };
  return [
    {
      key: 'product-home-jersey',
      urlId: 'home-jersey',
      name: 'Home jersey',
      description: paragraphs(
        `The ${teamName} home jersey, as worn on game day.`,
        'Breathable performance fabric with a sewn crest. Runs true to size.',
      ),
      category: 'Apparel',
      image: 'bands',
      options: [{ title: 'Size', values: [...demoJerseySizes] }],
      variants: demoJerseySizes.map((size) => ({
        optionValues: { Size: size },
        priceCents: 6500,
        sku: `JERSEY-HOME-${size}`,
        inventory: jerseyStock[size],
      })),
      taxable: true,
      ...shipped,
      weightLb: 0.6,
      featured: true,
    },
    {
      key: 'product-scarf',
      urlId: 'supporters-scarf',
      name: 'Supporters scarf',
      description: paragraphs(`Knitted two-tone scarf with ${teamName} woven in. One size.`),
      category: 'Accessories',
      image: 'floodlights',
      options: [],
      variants: [{ optionValues: {}, priceCents: 2200, sku: 'SCARF', inventory: 40 }],
      taxable: true,
      ...shipped,
      weightLb: 0.3,
      featured: true,
    },
    {
      key: 'product-game-ball',
      urlId: buildUrlId(ball.name),
      name: ball.name,
      description: paragraphs(ball.description),
      category: 'Equipment',
      image: getSportSeedImage(family),
      options: [],
      variants: [{ optionValues: {}, priceCents: ball.priceCents, sku: ball.sku, inventory: 60 }],
      taxable: true,
      ...shipped,
      weightLb: family === 'rugby' ? 1 : 0.4,
      featured: false,
    },
    {
      key: 'product-sticker-pack',
      urlId: 'sticker-pack',
      name: 'Sticker pack',
      description: paragraphs(
        'Five weatherproof vinyl stickers: crest, wordmark and three game-day designs.',
      ),
      category: 'Accessories',
      image: 'bands',
      options: [],
      variants: [{ optionValues: {}, priceCents: 600, sku: 'STICKERS', inventory: null }],
      taxable: false,
      shippable: true,
      shippingPerOrderCents: 200,
      shippingPerItemCents: 0,
      weightLb: 0.05,
      featured: false,
    },
  ];
}

function buildTickets(games: readonly SeedGame[]): SeedTicket[] {
  return games
    .filter((game) => game.homeGame && game.status === 'scheduled')
    .map((game, index) => ({
      key: `ticket-${index + 1}`,
      gameKey: game.key,
      name: game.title,
      description: paragraphs(
        `Tickets for ${game.title} at ${game.venue}. Doors open an hour before the start.`,
        'Show the QR code on your phone or printed at the door.',
      ),
      capacity: 300,
      maxPerOrder: 10,
      tiers: [...demoTicketTiers],
    }));
}

const field = (input: FormFieldInput): FormField => formFieldSchema.parse(input);

/** Season registration with the dues as priced choices (form type 11, sold through the store). */
function buildRegistrationForm(teamName: string): SeedCustomForm {
  return {
    key: 'form-season-registration',
    slug: 'season-registration',
    formType: formTypes.CUSTOM_PLAYER_DUES_REGISTRATION,
    title: 'Season registration and dues',
    description: `Register for the ${teamName} season and pay your dues in one go.`,
    fields: [
      field({ id: 'firstName', kind: 'text', title: 'First Name', required: true }),
      field({ id: 'lastName', kind: 'text', title: 'Last Name', required: true }),
      field({ id: 'email', kind: 'email', title: 'Email', required: true, isUserEmail: true }),
      field({ id: 'phone', kind: 'phone', title: 'Phone', placeholder: '(555) 555-0100' }),
      field({
        id: 'dues',
        kind: 'select',
        title: 'Registration',
        required: true,
        options: [
          { id: 'dues-full', title: 'Full season', priceCents: 15_000 },
          { id: 'dues-half', title: 'Half season', priceCents: 8500 },
          { id: 'dues-student', title: 'Student rate, full season', priceCents: 9000 },
        ],
      }),
      field({
        id: 'emergencyContact',
        kind: 'text',
        title: 'Emergency contact (name and phone)',
        required: true,
      }),
    ],
  };
}

/** The demo store of a team of this sport with these games. */
export function buildDemoStoreContent(input: DemoStoreContentInput): DemoStoreContent {
  return {
    products: buildProducts(input.sportsType, input.teamName),
    tickets: buildTickets(input.games),
    forms: [buildRegistrationForm(input.teamName)],
  };
}
