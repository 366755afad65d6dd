import {
  preDevelopedConferenceSpecs,
  preDevelopedFormSpecs,
  preDevelopedLeagueSpecs,
  preDevelopedSeasonSpecs,
} from '@sideline/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { preDevelopedForms } from './schema/forms.ts';
import { preDevelopedConferences, preDevelopedLeagues } from './schema/leagues.ts';
import { preDevelopedSeasons } from './schema/seasons.ts';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Writes the pre-developed leagues, conferences, seasons and forms every team links to. Run at
 * start after the migrations (and by the test harness); idempotent: rows are upserted by their
 * stable ids, so a changed definition reaches existing databases and nothing is duplicated.
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  const now = new Date();
  await db
    .insert(preDevelopedLeagues)
    .values(preDevelopedLeagueSpecs.map((l) => ({ ...l })))
    .onConflictDoUpdate({
      target: preDevelopedLeagues.id,
      set: {
        name: excluded('name'),
        division: excluded('division'),
        sportsType: excluded('sports_type'),
        timeModified: now,
      },
    });
  await db
    .insert(preDevelopedConferences)
    .values(preDevelopedConferenceSpecs.map((c) => ({ ...c })))
    .onConflictDoUpdate({
      target: preDevelopedConferences.id,
      set: {
        leagueId: excluded('league_id'),
        name: excluded('name'),
        sportsType: excluded('sports_type'),
        timeModified: now,
      },
    });
  await db
    .insert(preDevelopedSeasons)
    .values(preDevelopedSeasonSpecs.map((s) => ({ ...s })))
    .onConflictDoUpdate({
      target: preDevelopedSeasons.id,
      set: {
        name: excluded('name'),
        sportsType: excluded('sports_type'),
        startDate: excluded('start_date'),
        endDate: excluded('end_date'),
        timeModified: now,
      },
    });
  await db
    .insert(preDevelopedForms)
    .values(
      preDevelopedFormSpecs.map((f) => ({
        id: f.id,
        slug: f.slug,
        formType: f.formType,
        title: f.title,
        description: f.description,
        fields: f.fields,
        sportsType: f.sportsType,
      })),
    )
    .onConflictDoUpdate({
      target: preDevelopedForms.id,
      set: {
        slug: excluded('slug'),
        formType: excluded('form_type'),
        title: excluded('title'),
        description: excluded('description'),
        fields: excluded('fields'),
        sportsType: excluded('sports_type'),
        timeModified: now,
      },
    });
}
