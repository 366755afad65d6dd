import type { SportFamily } from '../sports/sport-identity.ts';

/**
 * Words that make seeded content read like the sport it is about. All of it is our own sample
 * text; a new team edits or deletes it.
 */
export interface SportTexts {
  /** Default home venue of a new team (spec part 2 §9 "stadium name and address defaults"). */
  stadiumName: string;
  stadiumAddress: string;
  awayVenue: string;
  slogan: string;
  /** A short paragraph about the sport at club level, used in the default about texts. */
  aboutSport: string;
  hashtags: string[];
  sponsor: { name: string; notes: string };
  opponentNotes: string;
  previousTeams: string[];
  /** How the season's games are described in the welcome article. */
  seasonPhrase: string;
  /** Wording of scores: "goals" or "points". */
  scoreWord: string;
  /** What the team practises in. */
  practiceVenue: string;
  /** Words for the recap article. */
  recapOpening: string;
  /** Photo captions of the 'Match day 19' gallery. */
  photoTitles: string[];
}

export const sportTexts: Record<SportFamily, SportTexts> = {
  hockey: {
    stadiumName: 'Memorial Ice Arena',
    stadiumAddress: '100 Rink Road, Springfield, MA 01103',
    awayVenue: 'Opponent University Ice Center',
    slogan: 'One team, one sheet of ice.',
    aboutSport:
      'Club hockey is where players who love the game keep playing it: real schedules, real rivalries and a locker room that runs itself, from booking ice to selling jerseys.',
    hashtags: ['clubhockey', 'collegehockey', 'hockeylife'],
    sponsor: {
      name: 'Northside Skate & Sharpen',
      notes: 'Skate sharpening and stick repairs for the team all season.',
    },
    opponentNotes: 'A fast, well-drilled side with a strong power play. Stay out of the box.',
    previousTeams: [
      'Lakeview Juniors',
      'Bay State Selects',
      'North Shore Prep',
      'Granite Hills Academy',
      'Capital Region U19',
    ],
    seasonPhrase: 'a full season of league games at the rink',
    scoreWord: 'goals',
    practiceVenue: 'the main rink',
    recapOpening: 'In front of a loud home crowd',
    photoTitles: [
      'Opening face-off',
      'Battle along the boards',
      'Save of the night',
      'Celebrating the winner',
    ],
  },
  rugby: {
    stadiumName: 'Memorial Field',
    stadiumAddress: '200 Pitch Lane, Springfield, MA 01104',
    awayVenue: 'Opponent University Rugby Pitch',
    slogan: 'Stronger together, every phase.',
    aboutSport:
      'Club rugby is open to everyone willing to put in the work: first-timers and seasoned players train side by side, and the team is run by its own members on and off the pitch.',
    hashtags: ['clubrugby', 'collegerugby', 'rugbyfamily'],
    sponsor: {
      name: 'Harbor Physio & Sports Clinic',
      notes: 'Match-day physio and injury checks for the squad.',
    },
    opponentNotes: 'Big forward pack, dangerous at the lineout maul. Win the breakdown early.',
    previousTeams: [
      'Riverside RFC Youth',
      'Old Town Academy',
      'Coastal Sevens',
      'Hillcrest High RFC',
      'Metro Under-19s',
    ],
    seasonPhrase: 'a full season of fifteens, with sevens in the spring',
    scoreWord: 'points',
    practiceVenue: 'the training pitch',
    recapOpening: 'On a heavy pitch at home',
    photoTitles: ['Kick-off', 'Lineout steal', 'Breaking the line', 'Try time'],
  },
  lacrosse: {
    stadiumName: 'Memorial Field',
    stadiumAddress: '300 Crease Court, Springfield, MA 01105',
    awayVenue: 'Opponent University Turf Field',
    slogan: 'Fast sticks, full hearts.',
    aboutSport:
      'Club lacrosse brings together players from every background who want to keep competing: the team trains hard, travels together and runs its own program from top to bottom.',
    hashtags: ['clublacrosse', 'collegelacrosse', 'laxlife'],
    sponsor: {
      name: 'Riverbend Stick Shop',
      notes: 'Stringing, repairs and team pricing on sticks and gear.',
    },
    opponentNotes: 'Quick transition team that rides hard. Clear the ball with patience.',
    previousTeams: [
      'Valley Stickhandlers',
      'Harborview Prep',
      'Twin Rivers LC',
      'Summit Academy',
      'Bayside Select',
    ],
    seasonPhrase: 'a spring season of league games and a fall ball series',
    scoreWord: 'goals',
    practiceVenue: 'the turf field',
    recapOpening: 'Under the lights at home',
    photoTitles: ['Draw control', 'Dodging to the cage', 'Goalie stop', 'Team huddle'],
  },
};
