import { defineServerModule } from '../../platform/server-module.ts';
import { mediaModule } from '../media/media.module.ts';
import { registerArticlesRoutes } from './articles.routes.ts';
import { createArticlesService } from './articles.service.ts';

/** News articles (spec part 2): a content section, with game recaps. */
export const articlesModule = defineServerModule({
  name: 'articles',
  createServices: (context) => ({
    service: createArticlesService({ db: context.db, media: context.servicesOf(mediaModule).service }),
  }),
  registerTeamRoutes: (teamApp, services) => registerArticlesRoutes(teamApp, services),
});
