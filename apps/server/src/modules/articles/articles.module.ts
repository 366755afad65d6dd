import { defineServerModule } from '../../platform/server-module.ts';
import { gamesModule } from '../games/games.module.ts';
import { mediaModule } from '../media/media.module.ts';
import { articlesContentTables } from './articles.content-tables.ts';
import { registerArticlesRoutes } from './articles.routes.ts';
import { articlesSeeding } from './articles.seeding.ts';
import { createArticlesService } from './articles.service.ts';
import { articlesSitePages } from './articles.site-pages.ts';

/** News articles (spec part 2): a content section, with game recaps. */
export const articlesModule = defineServerModule({
  name: 'articles',
  createServices: ({ db, now, servicesOf }) => ({
    service: createArticlesService({
      db,
      media: servicesOf(mediaModule).service,
      games: servicesOf(gamesModule).service,
      now,
    }),
  }),
  registerTeamRoutes: (teamApp, services) => registerArticlesRoutes(teamApp, services),
  seed: articlesSeeding,
  contentTables: articlesContentTables,
  sitePages: articlesSitePages,
});
