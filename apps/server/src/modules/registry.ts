import type { ServerModule } from '../platform/server-module.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { agreementsModule } from './agreements/agreements.module.ts';
import { analyticsModule } from './analytics/analytics.module.ts';
import { articlesModule } from './articles/articles.module.ts';
import { contactModule } from './contact/contact.module.ts';
import { customPagesModule } from './custom-pages/custom-pages.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { demoModule } from './demo/demo.module.ts';
import { domainsModule } from './domains/domains.module.ts';
import { eventsModule } from './events/events.module.ts';
import { formSubmissionsModule } from './form-submissions/form-submissions.module.ts';
import { formsModule } from './forms/forms.module.ts';
import { galleriesModule } from './galleries/galleries.module.ts';
import { gameSheetModule } from './game-sheet/game-sheet.module.ts';
import { gamesModule } from './games/games.module.ts';
import { helpModule } from './help/help.module.ts';
import { leaguesModule } from './leagues/leagues.module.ts';
import { marketplaceModule } from './marketplace/marketplace.module.ts';
import { mediaModule } from './media/media.module.ts';
import { operatorsModule } from './operators/operators.module.ts';
import { opponentsModule } from './opponents/opponents.module.ts';
import { paymentsModule } from './payments/payments.module.ts';
import { referralRewardsModule } from './referral-rewards/referral-rewards.module.ts';
import { referralsModule } from './referrals/referrals.module.ts';
import { rosterModule } from './roster/roster.module.ts';
import { sampleContentModule } from './sample-content/sample-content.module.ts';
import { seasonsModule } from './seasons/seasons.module.ts';
import { sponsorsModule } from './sponsors/sponsors.module.ts';
import { staffModule } from './staff/staff.module.ts';
import { storeModule } from './store/store.module.ts';
import { storeAdminModule } from './store-admin/store-admin.module.ts';
import { subscriptionsModule } from './subscriptions/subscriptions.module.ts';
import { teamDataModule } from './team-data/team-data.module.ts';
import { teamsModule } from './teams/teams.module.ts';
import { ticketsModule } from './tickets/tickets.module.ts';
import { websiteModule } from './website/website.module.ts';

/**
 * Every server area, one line each; app.ts creates their services in this order and registers
 * their routes. A module may use the services of the modules above it only (context.servicesOf),
 * so the order matters where one area calls another: noted on those lines.
 */
export const serverModules: readonly ServerModule[] = [
  teamsModule, // new-team seeding: accounts and demo call it
  mediaModule, // the media library: every area with a picture slot calls it
  referralsModule, // sign-up (accounts) credits a referral
  accountsModule,
  contactModule,
  sampleContentModule,
  websiteModule,
  opponentsModule,
  leaguesModule, // games checks a game's predeveloped league
  seasonsModule, // games checks a game's predeveloped season
  gamesModule, // game-sheet and articles read games
  gameSheetModule,
  eventsModule,
  articlesModule,
  galleriesModule,
  formSubmissionsModule,
  formsModule,
  customPagesModule,
  rosterModule,
  sponsorsModule,
  staffModule,
  paymentsModule,
  storeAdminModule, // products' images through the media library
  domainsModule, // subscriptions registers the domain of an active domain subscription
  subscriptionsModule, // its publishing service: the agreements module refreshes publishing after a signature
  storeModule, // its services: store-admin and tickets call them
  agreementsModule,
  teamDataModule, // asks subscriptions when a team's website closed
  analyticsModule, // the site counts page views with its recorder; the dashboard shows this week's
  dashboardModule, // its setup checklist asks subscriptions, payments and analytics; demo shows its counts
  demoModule,
  helpModule, // operators moderate its reviews
  marketplaceModule, // operators work off its vendor interest
  referralRewardsModule, // reads subscriptions' payment history; operators pay its rewards
  operatorsModule,
  ticketsModule, // the store calls its `ticket` item kind (store-item-kinds.ts), collected lazily
];
