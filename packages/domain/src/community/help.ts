import { z } from 'zod';
import { filterBySearch } from '../rules/search-matcher.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Help (/portal/tutorials, spec part 1 §2): our own answers and guides. Questions cover running
 * the site, the store, statistics and tickets; the search matches question and answer text.
 */
export type HelpTopic = 'site' | 'store' | 'stats' | 'tickets';

export const helpTopicLabels: Record<HelpTopic, string> = {
  site: 'Your website',
  store: 'Store and payouts',
  stats: 'Games and statistics',
  tickets: 'Tickets',
};

export interface HelpQuestion {
  id: string;
  topic: HelpTopic;
  question: string;
  answer: string;
}

export const helpQuestions: readonly HelpQuestion[] = [
  {
    id: 'publish',
    topic: 'site',
    question: 'When does my website go live?',
    answer:
      'Your site is published once the website agreement is signed and the website subscription is running (the first month is free). The checklist on the Dashboard shows what is left, with a button to each step.',
  },
  {
    id: 'domain',
    topic: 'site',
    question: 'Can I use my own domain name?',
    answer:
      'Yes. Under Settings → Domain, enter a domain you already own and add the DNS records shown, or start the custom domain subscription and we register one for you. Until then your site answers at its Sideline address.',
  },
  {
    id: 'design',
    topic: 'site',
    question: 'How do I change the colors and layout of the site?',
    answer:
      'Open Website → Design. Each page type has sixteen designs; pick one and the team colors from Website → Info are applied to it. Changes show on the preview before you publish them.',
  },
  {
    id: 'sample',
    topic: 'site',
    question: 'What is the sample content on my new site?',
    answer:
      'A new team starts with sample players, games and articles for its sport so the pages are not empty. The Dashboard lets you remove all of it at once when your own content is in.',
  },
  {
    id: 'payout',
    topic: 'store',
    question: 'How do I get paid for store sales?',
    answer:
      'Set up the payment account under Store. Buyers pay your team directly through it and the payment provider pays out to your bank account; Sideline takes its service fee per transaction.',
  },
  {
    id: 'fees',
    topic: 'store',
    question: 'What does the store cost?',
    answer:
      'There is no monthly charge for the store. Each sale carries a service fee of 10% up to $249.99, 7.5% up to $549.99 and 4% above, plus $0.50 per transaction, as the store agreement says.',
  },
  {
    id: 'refund',
    topic: 'store',
    question: 'Can I refund a buyer?',
    answer:
      'Yes, from the store charges. The buyer gets the money back on their card; the service fee is not refunded.',
  },
  {
    id: 'live-stats',
    topic: 'stats',
    question: 'How do I keep score during a game?',
    answer:
      'Open the game under Seasons & Games and start the game sheet. Goals, assists, penalties and saves you enter appear on the public game page within seconds and add up into each player’s season statistics.',
  },
  {
    id: 'stat-kinds',
    topic: 'stats',
    question: 'Which statistics are counted for my sport?',
    answer:
      'Hockey counts goals, assists, points, penalty minutes and goalie saves; rugby counts tries, conversions, penalties and drop goals with their points; lacrosse counts goals, assists, ground balls and saves.',
  },
  {
    id: 'sell-tickets',
    topic: 'tickets',
    question: 'How do I sell tickets to a home game?',
    answer:
      'Under Store → Tickets, add a ticket to the game or event with its price and how many are for sale. Buyers receive their tickets by email with a QR code.',
  },
  {
    id: 'check-in',
    topic: 'tickets',
    question: 'How do we check tickets at the door?',
    answer:
      'Open Scan Ticket on a phone and point the camera at the QR code. Each ticket is admitted once; scanning it again shows when it was already used.',
  },
];

export function searchHelpQuestions(query: string): HelpQuestion[] {
  return filterBySearch(helpQuestions, query, (q) => `${q.question} ${q.answer}`);
}

/** A short illustrated guide; its illustration is a drawing of ours in the portal's build. */
export interface HelpTutorial {
  id: 'first-game' | 'store-setup' | 'roster' | 'publish';
  title: string;
  summary: string;
  steps: readonly string[];
}

export const helpTutorials: readonly HelpTutorial[] = [
  {
    id: 'publish',
    title: 'Publish your website',
    summary: 'From a new account to a live site in four steps.',
    steps: [
      'Sign the website agreement under Settings → Agreements & Policies.',
      'Start the website subscription under Settings → Subscription & Account (the first month is free).',
      'Fill in Website → Info: team name, colors and logo.',
      'Open “Visit your Website” in the side menu to see it live.',
    ],
  },
  {
    id: 'roster',
    title: 'Build your roster',
    summary: 'Add players with their numbers, positions and photos.',
    steps: [
      'Open Roster and choose “Add player”.',
      'Enter the name, number and position; add a photo from your media library.',
      'Save: the player appears on the public roster page at once.',
    ],
  },
  {
    id: 'first-game',
    title: 'Schedule a game and keep score',
    summary: 'Add a game, then run the live game sheet on game day.',
    steps: [
      'Under Seasons & Games, add a season if there is none, then add a game with its opponent, date and rink.',
      'On game day, open the game and start the game sheet.',
      'Record each goal and penalty as it happens; mark the game finished at the end.',
    ],
  },
  {
    id: 'store-setup',
    title: 'Open your store',
    summary: 'Sign the store agreement, connect payouts and list a product.',
    steps: [
      'Sign the store agreement under Settings → Agreements & Policies.',
      'Under Store, set up the payment account with your bank details.',
      'Add a product with its price, sizes and photo, and open the store.',
    ],
  },
];

/** POST /api/help/call: "Schedule Call" with when suits the team (the contact flow). */
export const callTimePreferences = [
  'weekday-morning',
  'weekday-afternoon',
  'weekday-evening',
  'weekend',
] as const;
export type CallTimePreference = (typeof callTimePreferences)[number];
export const callTimePreferenceLabels: Record<CallTimePreference, string> = {
  'weekday-morning': 'Weekday mornings',
  'weekday-afternoon': 'Weekday afternoons',
  'weekday-evening': 'Weekday evenings',
  weekend: 'Weekends',
};

export const callRequestSchema = z.object({
  preference: z.enum(callTimePreferences, { error: 'Please choose when suits you' }),
  timeZone: z.string().trim().min(1).max(64),
  phone: visibleTextSchema({ field: 'phone number', max: 40, required: false }),
  topics: visibleTextSchema({ field: 'message', max: 2000, multiline: true, required: false }),
});
export type CallRequest = z.output<typeof callRequestSchema>;
export type CallRequestForm = z.input<typeof callRequestSchema>;
