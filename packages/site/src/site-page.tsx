import { renderToString } from 'react-dom/server';
import { SiteDocument } from './layout/site-document.tsx';
import { GamePage } from './pages/game-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { AboutPage, ContactPage, FormPage, NotFoundPage, PoliciesPage } from './pages/info-pages.tsx';
import {
  ArticlePage,
  ArticlesPage,
  CustomPage,
  GalleriesPage,
  GalleryPage,
  SponsorsPage,
} from './pages/news-pages.tsx';
import { PeoplePage, PersonPage } from './pages/people-pages.tsx';
import { EventPage, EventsPage, LeadersPage, SchedulePage } from './pages/schedule-pages.tsx';
import { CartPage, OrderPage, ProductPage, StorePage } from './pages/store-pages.tsx';
import type { SitePageModel } from './site-view.ts';

/** The page body of each page type. */
export function SitePageBody({ model }: { model: SitePageModel }) {
  const { page, team } = model;
  switch (page.kind) {
    case 'home':
      return <HomePage page={page} teamName={team.name} />;
    case 'about':
      return <AboutPage page={page} teamName={team.name} />;
    case 'people':
      return <PeoplePage page={page} />;
    case 'person':
      return <PersonPage page={page} />;
    case 'schedule':
      return <SchedulePage page={page} />;
    case 'game':
      return <GamePage page={page} />;
    case 'leaders':
      return <LeadersPage page={page} />;
    case 'events':
      return <EventsPage page={page} />;
    case 'event':
      return <EventPage page={page} />;
    case 'articles':
      return <ArticlesPage page={page} />;
    case 'article':
      return <ArticlePage page={page} />;
    case 'custom-page':
      return <CustomPage page={page} />;
    case 'galleries':
      return <GalleriesPage page={page} />;
    case 'gallery':
      return <GalleryPage page={page} />;
    case 'sponsors':
      return <SponsorsPage page={page} />;
    case 'form':
      return <FormPage page={page} />;
    case 'contact':
      return <ContactPage page={page} teamName={team.name} />;
    case 'policies':
      return <PoliciesPage page={page} />;
    case 'store':
      return <StorePage page={page} />;
    case 'product':
      return <ProductPage page={page} />;
    case 'cart':
      return <CartPage page={page} />;
    case 'order':
      return <OrderPage page={page} />;
    case 'not-found':
      return <NotFoundPage page={page} homeHref={team.homeHref} />;
  }
}

/** The complete HTML of a public page, ready to send. */
export function renderSitePage(model: SitePageModel, css: string): string {
  return `<!doctype html>${renderToString(
    <SiteDocument model={model} css={css}>
      <SitePageBody model={model} />
    </SiteDocument>,
  )}`;
}
