import {
  penaltyTypes,
  type SportFamily,
  type StatSheetList,
  stickSportHighlightTypes,
} from '@sideline/domain';

/** How one field of a sheet entry is entered ('name': an opponent's player, typed). */
export type EntryFieldKind =
  | 'side'
  | 'period'
  | 'clock'
  | 'player'
  | 'goalie'
  | 'name'
  | 'flag'
  | 'text'
  | 'count'
  | 'choice';

export interface EntryField {
  name: string;
  label: string;
  kind: EntryFieldKind;
  /** Asked only for an entry of this side (our roster for ours, typed names for theirs). */
  side?: 'us' | 'them';
  /** For 'choice'. */
  options?: readonly { value: string; label: string }[];
}

/** An event list of the sheet: entered one entry at a time in a dialog. */
export interface EntryListConfig {
  list: StatSheetList;
  title: string;
  /** "Add goal". */
  addLabel: string;
  fields: readonly EntryField[];
}

/** A per-player tally table: steppers that add or take back one. */
export interface TallyConfig {
  list: StatSheetList;
  title: string;
  /** Each column is a tally: the field counted, and the match that picks its entry. */
  columns: readonly { label: string; field: string; match?: Record<string, string> }[];
}

export type SheetTab =
  | { kind: 'entries'; label: string; lists: readonly EntryListConfig[] }
  | { kind: 'tallies'; label: string; tallies: readonly TallyConfig[] }
  | { kind: 'groups'; label: string };

const side: EntryField = { name: 'team', label: 'Team', kind: 'side' };
const period: EntryField = { name: 'period', label: 'Period', kind: 'period' };
const clock: EntryField = { name: 'timeInSeconds', label: 'Time (mm:ss)', kind: 'clock' };
const player = (name: string, label: string): EntryField => ({ name, label, kind: 'player' });
/** Our player on our entries, the opponent's typed name on theirs. */
const playerOfSide = (idName: string, typedName: string, label: string): EntryField[] => [
  { name: idName, label, kind: 'player', side: 'us' },
  { name: typedName, label: `${label} (their player, optional)`, kind: 'name', side: 'them' },
];
const flag = (name: string, label: string): EntryField => ({ name, label, kind: 'flag' });
const count = (name: string, label: string): EntryField => ({ name, label, kind: 'count' });

const highlightLabels: Record<(typeof stickSportHighlightTypes)[number], string> = {
  shots: 'Shots',
  shotsOnGoal: 'Shots on goal',
  blocks: 'Blocks',
  takeaways: 'Takeaways',
  giveaways: 'Giveaways',
};
const highlightChoices = stickSportHighlightTypes.map((value) => ({ value, label: highlightLabels[value] }));

const goals: EntryListConfig = {
  list: 'goals',
  title: 'Goals',
  addLabel: 'Add goal',
  fields: [
    side,
    period,
    clock,
    ...playerOfSide('scorerId', 'scorerName', 'Scorer'),
    ...playerOfSide('assist1Id', 'assist1Name', 'Assist'),
    ...playerOfSide('assist2Id', 'assist2Name', 'Second assist'),
    { name: 'goalieId', label: 'Our goalie in net', kind: 'goalie', side: 'them' },
    flag('powerPlayGoal', 'Power play'),
    flag('shortHandedGoal', 'Short-handed'),
    flag('emptyNetGoal', 'Empty net'),
    flag('gameWinningGoal', 'Game winner'),
  ],
};

const penalties: EntryListConfig = {
  list: 'penalties',
  title: 'Penalties',
  addLabel: 'Add penalty',
  fields: [
    side,
    period,
    clock,
    ...playerOfSide('playerId', 'playerName', 'Player'),
    {
      name: 'type',
      label: 'Type',
      kind: 'choice',
      options: penaltyTypes.map((value) => ({ value, label: value === 'major' ? 'Major' : 'Minor' })),
    },
    { name: 'offence', label: 'Offence', kind: 'text' },
    { name: 'penaltyTimeInSeconds', label: 'Length (mm:ss)', kind: 'clock' },
  ],
};

const stickLists: readonly EntryListConfig[] = [
  {
    list: 'highlightsPerPeriod',
    title: 'Team tallies by period',
    addLabel: 'Add period tally',
    fields: [
      side,
      period,
      { name: 'type', label: 'Kind', kind: 'choice', options: highlightChoices },
      count('number', 'Number'),
    ],
  },
  {
    list: 'goalieActions',
    title: 'Goalies',
    addLabel: 'Add goalie line',
    fields: [
      period,
      player('playerId', 'Goalie'),
      count('shotsOnGoal', 'Shots on goal'),
      count('shotsSaved', 'Saves'),
      count('minutes', 'Minutes'),
    ],
  },
  {
    list: 'powerplays',
    title: 'Power plays',
    addLabel: 'Add power play',
    fields: [
      side,
      period,
      { name: 'startTimeInSeconds', label: 'Start (mm:ss)', kind: 'clock' },
      { name: 'endTimeInSeconds', label: 'End (mm:ss)', kind: 'clock' },
      count('shots', 'Shots'),
      count('opponentShots', 'Shots against'),
      count('goals', 'Goals'),
    ],
  },
];

const playerTallies = (lacrosse: boolean, bodyChecks: boolean): TallyConfig[] => [
  {
    list: 'highlightsPerPlayer',
    title: 'Shots, blocks and takeaways',
    columns: stickSportHighlightTypes.map((type) => ({
      label: highlightLabels[type],
      field: 'number',
      match: { type },
    })),
  },
  {
    list: 'faceOffs',
    title: 'Face-off wins',
    columns: [{ label: 'Wins', field: 'wins', match: { team: 'us' } }],
  },
  ...(bodyChecks
    ? [{ list: 'bodyChecks' as const, title: 'Body checks', columns: [{ label: 'Hits', field: 'hits' }] }]
    : []),
  ...(lacrosse
    ? [
        {
          list: 'groundBalls' as const,
          title: 'Ground balls',
          columns: [{ label: 'Ground balls', field: 'number', match: { team: 'us', period: 'na' } }],
        },
        {
          list: 'turnOvers' as const,
          title: 'Turnovers',
          columns: [{ label: 'Turnovers', field: 'number', match: { team: 'us', period: 'na' } }],
        },
      ]
    : []),
];

const rugbyScoring: readonly EntryListConfig[] = [
  {
    list: 'tries',
    title: 'Tries',
    addLabel: 'Add try',
    fields: [
      side,
      period,
      clock,
      ...playerOfSide('playerId', 'playerName', 'Try scorer'),
      ...playerOfSide('assistId', 'assistName', 'Assist'),
    ],
  },
  {
    list: 'conversions',
    title: 'Conversions',
    addLabel: 'Add conversion',
    fields: [
      side,
      period,
      clock,
      ...playerOfSide('playerId', 'playerName', 'Kicker'),
      flag('converted', 'Converted'),
    ],
  },
  {
    list: 'penaltyKicks',
    title: 'Penalty kicks',
    addLabel: 'Add penalty kick',
    fields: [
      side,
      period,
      clock,
      ...playerOfSide('playerId', 'playerName', 'Kicker'),
      flag('convertedToGoal', 'Kicked at goal and scored'),
    ],
  },
  {
    list: 'dropGoals',
    title: 'Drop goals',
    addLabel: 'Add drop goal',
    fields: [side, period, clock, ...playerOfSide('playerId', 'playerName', 'Kicker')],
  },
];

const rugbyFouls: EntryListConfig = {
  list: 'fouls',
  title: 'Fouls and cards',
  addLabel: 'Add foul',
  fields: [
    side,
    period,
    clock,
    ...playerOfSide('playerId', 'playerName', 'Player'),
    { name: 'offence', label: 'Offence', kind: 'text' },
    flag('yellowCard', 'Yellow card'),
    flag('redCard', 'Red card'),
  ],
};

const rugbyPlayerTally: TallyConfig = {
  list: 'playerStats',
  title: 'Player work rate',
  columns: [
    { label: 'Tackles', field: 'tackles' },
    { label: 'Offloads', field: 'offloads' },
    { label: 'Passes', field: 'passes' },
    { label: 'Carries', field: 'carries' },
    { label: 'Metres', field: 'metersCarried' },
    { label: 'Minutes', field: 'minsPlayed' },
  ],
};

/** The sheet's tabs per sport: scoring first, as it is entered most at the rink or pitch. */
export function sheetTabsOf(sport: SportFamily, options: { bodyChecks: boolean }): SheetTab[] {
  if (sport === 'rugby') {
    return [
      { kind: 'entries', label: 'Scoring', lists: rugbyScoring },
      { kind: 'entries', label: 'Fouls', lists: [rugbyFouls] },
      { kind: 'tallies', label: 'Players', tallies: [rugbyPlayerTally] },
      { kind: 'groups', label: 'Team stats' },
    ];
  }
  return [
    { kind: 'entries', label: 'Goals', lists: [goals] },
    { kind: 'entries', label: 'Penalties', lists: [penalties] },
    { kind: 'tallies', label: 'Players', tallies: playerTallies(sport === 'lacrosse', options.bodyChecks) },
    { kind: 'entries', label: 'Goalies & more', lists: stickLists },
  ];
}
