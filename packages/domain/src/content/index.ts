export * from './dashboard-counts.ts';
export * from './game-stat-sheet.ts';
export * from './person-details.ts';
export * from './player-summary-schema.ts';
export * from './rugby-stat-sheet.ts';
export * from './stat-sheet-parts.ts';
export * from './stick-sport-stat-sheets.ts';
export * from './submitted-form-answers.ts';
