-- Hand-written (drizzle-kit generate --custom): keeps teams.content_version fresh from inside the
-- database (docs/decisions/009-content-version-triggers.md). Public pages are cached per
-- (team, path, content_version); a write that forgot to bump would serve stale pages on every
-- instance, so no service is trusted to remember: the bump happens in the writing transaction.

-- Teams inserted by the running transaction, as a jsonb array of ids in a transaction-local
-- setting (a savepoint rolled back takes its part back with it). Nobody outside the transaction
-- can have seen such a team, so no page of it is cached anywhere and its content needs no bumps.
-- Seeding writes ~20 content statements in the transaction that creates the team, and updating a
-- row that the same transaction wrote re-runs its foreign-key checks: skipping those bumps halved
-- what the triggers add to seeding (decision 009 has the figures).
CREATE FUNCTION note_teams_created_in_transaction() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config(
    'sideline.teams_created_in_transaction',
    (coalesce(nullif(current_setting('sideline.teams_created_in_transaction', true), ''), '[]')::jsonb
      || (SELECT coalesce(jsonb_agg(id), '[]'::jsonb) FROM new_rows))::text,
    true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER teams_created_in_transaction AFTER INSERT ON teams
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_teams_created_in_transaction();
--> statement-breakpoint

-- Content tables: one bump per statement for the distinct teams it touched, whatever the row
-- count (seeding inserts a batch per table). One function serves the three events; each trigger
-- names its transition tables new_rows / old_rows, and plpgsql only resolves the branch that runs.
-- "id IN (...)" de-duplicates, so a team is updated once even when many rows are its own. Rows
-- of a team deleted by the same statement (cascade) are no longer visible here: nothing to bump.
CREATE FUNCTION bump_team_content_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  created jsonb := coalesce(
    nullif(current_setting('sideline.teams_created_in_transaction', true), ''), '[]')::jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE teams SET content_version = content_version + 1
      WHERE id IN (SELECT team_id FROM new_rows) AND NOT created ? id;
  ELSIF TG_OP = 'UPDATE' THEN
    -- team_id never changes today; bumping both sides stays right if a row ever moves.
    UPDATE teams SET content_version = content_version + 1
      WHERE id IN (SELECT team_id FROM new_rows UNION SELECT team_id FROM old_rows)
        AND NOT created ? id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE teams SET content_version = content_version + 1
      WHERE id IN (SELECT team_id FROM old_rows) AND NOT created ? id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Every tenant table a public page reads. team_store_activation ("client" switches hide the
-- store) and team_subscription_info (custom domain) decide what a site shows too. Private tables
-- (submitted_forms, orders, order_items, files, mail_outbox, sandbox_payment_accounts, ...) do
-- not bump: a sale reaches the pages through tickets/products.quantity_sold. A new public table
-- needs its three triggers in its own migration. Transition tables allow one event per trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'players', 'coaches', 'games', 'game_players', 'game_coaches', 'events', 'articles',
    'galleries', 'photos', 'seasons', 'leagues', 'opponents', 'sponsors', 'forms',
    'tickets', 'products', 'team_admin_info', 'team_store_activation', 'team_subscription_info'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version()',
      t || '_content_version_insert', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version()',
      t || '_content_version_update', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version()',
      t || '_content_version_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint

-- The team row itself: bump when anything but private bookkeeping changed. A deny-list rather
-- than a list of public columns, so a column added later bumps until someone decides otherwise
-- (a needless bump costs one cache miss; a missing one serves stale pages). Not bumping:
-- sign-in bookkeeping (login_count, login_time, and time_modified, which Drizzle sets on every
-- update), the owner's address and contact lists (email, form, communications), notification
-- preferences, licensing records, referral ids and the owner. An update that sets
-- content_version itself (the content triggers above) is left alone by the WHEN clause, so a
-- bump is never doubled and the function is not even called for it.
CREATE FUNCTION teams_bump_content_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  private_columns constant text[] := ARRAY[
    'content_version', 'login_count', 'login_time', 'time_modified', 'time_created', 'email',
    'form', 'communications', 'notifications', 'licensing_agreement',
    'store_licensing_agreement', 'referral_id', 'referred_by', 'owner_user_id'
  ];
BEGIN
  IF (to_jsonb(NEW) - private_columns) IS DISTINCT FROM (to_jsonb(OLD) - private_columns) THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER teams_content_version BEFORE UPDATE ON teams
  FOR EACH ROW WHEN (NEW.content_version = OLD.content_version)
  EXECUTE FUNCTION teams_bump_content_version();
