import {
  buildFormPagePath,
  buildFormSlug,
  buildSiteDetailPath,
  formAnswerMessages,
  formSpamRules,
  formTypes,
  homeBannerImageIds,
  homeFeatureImageIds,
  isPaidFormType,
  isTeamSportsType,
  listGivenAnswers,
  policyKinds,
  policyTitles,
  resolveBannerText,
  teamSiteExtraPaths,
  teamSitePaths,
} from '@sideline/domain';
import type { ContactView, HomePictureView, SiteImage } from '@sideline/site';
import type { FormConfirmation } from '../modules/form-submissions/form-submissions.service.ts';
import type { FormRow } from './site-content.repository.ts';
import { type BuiltPage, firstChangeAfter, type SiteContext } from './site-context.ts';
import { excerpt, toPreloadHref, toSiteImage } from './site-format.ts';
import { findWebsiteImage, websiteImageLink } from './site-images.ts';
import { buildArticleCard, buildSponsorView } from './site-news.ts';
import { buildGameCard } from './site-schedule.ts';
import { buildTeamJsonLd } from './site-seo.ts';
import { safeExternalUrl } from './site-team-view.ts';

/**
 * A home page picture from its slot (and the slot of its phone version): the texts are the
 * slot's, or the phone slot's when only that one holds a picture. Null when neither does.
 */
function homePicture(ctx: SiteContext, id: string, mobileId?: string): HomePictureView | null {
  const desktop = findWebsiteImage(ctx, id);
  const mobile = mobileId ? findWebsiteImage(ctx, mobileId) : undefined;
  const slot = desktop ?? mobile;
  if (!slot) return null;
  const alt = slot.title || ctx.team.name;
  const image = toSiteImage(slot.image, alt);
  if (!image) return null;
  return {
    image,
    mobileImage: desktop && mobile ? toSiteImage(mobile.image, alt) : null,
    title: slot.title,
    description: slot.description,
    href: websiteImageLink(ctx, slot.link),
  };
}

/** The team's public contacts (the club's own addresses, never a player's or coach's). */
function contactsOf(ctx: SiteContext): ContactView[] {
  return ctx.team.info.contacts
    .filter((c) => c.email || c.tel)
    .map((c) => ({ title: c.title || 'Contact', email: c.email, tel: c.tel }));
}

function mapHref(address: string): string | null {
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

async function contactFormOf(ctx: SiteContext): Promise<FormRow | null> {
  if (!isTeamSportsType(ctx.team.sportsType)) return null;
  const bySlug = await ctx.repo.findForm(buildFormSlug('contact-us', ctx.team.sportsType));
  if (bySlug) return bySlug;
  return (await ctx.repo.listForms()).find((f) => f.formType === formTypes.CONTACT_US) ?? null;
}

/** The SEO description the team wrote, else one written from its content. */
function siteDescription(ctx: SiteContext, fallback: string): string {
  return excerpt(ctx.team.website.seoInfo.description || ctx.team.info.shortAbout || fallback, 200);
}

export async function buildHomePage(ctx: SiteContext): Promise<BuiltPage> {
  const [live, nextHome, results, articles, sponsors, players, opponents] = await Promise.all([
    ctx.repo.findLiveGame(),
    ctx.repo.findNextHomeGame(ctx.now),
    ctx.repo.listLatestResults(3),
    ctx.repo.listArticles(3),
    ctx.repo.listSponsors(),
    ctx.repo.listPlayers(false),
    ctx.repo.listOpponents(),
  ]);
  const opponentsById = new Map(opponents.map((o) => [o.id, o]));
  // A game being played, home or away, takes the next home game's place.
  const next = live ?? nextHome;
  const heroSlot = findWebsiteImage(ctx, 'featureImage1');
  const mobileSlot = findWebsiteImage(ctx, 'mFeatureImage1');
  const hero: SiteImage | null = heroSlot
    ? toSiteImage(heroSlot.image, heroSlot.title || ctx.team.name)
    : null;
  const heroMobile = mobileSlot ? toSiteImage(mobileSlot.image, hero?.alt ?? ctx.team.name) : null;
  const features = homeFeatureImageIds.flatMap(({ id, mobileId }) => homePicture(ctx, id, mobileId) ?? []);
  const banners = homeBannerImageIds.flatMap((id) => homePicture(ctx, id) ?? []);
  const seo = ctx.team.website.seoInfo;
  return {
    status: 200,
    designPage: 'homepage',
    // Once the next home game starts, another one is next.
    validUntil: firstChangeAfter(ctx.now, [nextHome?.timeOfGame]),
    page: {
      kind: 'home',
      bannerText: resolveBannerText(ctx.team.website.styles.bannerText),
      hero,
      heroMobile,
      heroTitle: heroSlot?.title || ctx.team.name,
      heroDescription: heroSlot?.description || ctx.team.info.slogan,
      heroLink: heroSlot ? websiteImageLink(ctx, heroSlot.link) : null,
      features,
      banners,
      shortAbout: ctx.team.info.shortAbout,
      nextGame: next ? buildGameCard(ctx, next, opponentsById) : null,
      results: results.map((g) => buildGameCard(ctx, g, opponentsById)),
      articles: articles.map((a) => buildArticleCard(ctx, a)),
      sponsors: sponsors.map(buildSponsorView),
      scheduleHref: ctx.href(teamSitePaths.schedule),
      articlesHref: ctx.href(teamSitePaths.articles),
    },
    seo: {
      title: seo.title || `${ctx.team.name} | ${ctx.view.sportName}`,
      description: siteDescription(ctx, `${ctx.team.name}: roster, schedule, results and news.`),
      keywords: seo.keywords || undefined,
      image: hero ? ctx.absolute(hero.src) : null,
      preloadImage: toPreloadHref(hero),
      preloadImageMobile: hero ? toPreloadHref(heroMobile) : null,
      jsonLd: [
        buildTeamJsonLd(
          ctx,
          players.map((p) => ({ name: p.name, url: ctx.canonical(buildSiteDetailPath('player', p.urlId)) })),
        ),
      ],
      canonicalPath: '/',
    },
  };
}

export async function buildAboutPage(ctx: SiteContext): Promise<BuiltPage> {
  const form = await contactFormOf(ctx);
  const info = ctx.team.info;
  return {
    status: 200,
    designPage: 'about',
    page: {
      kind: 'about',
      longAbout: info.longAbout,
      shortAbout: info.shortAbout,
      stadiumName: info.stadiumName,
      address: info.address,
      mapHref: mapHref(info.address),
      contacts: contactsOf(ctx),
      contactFormHref: form ? ctx.href(buildFormPagePath(form.slug)) : null,
    },
    seo: {
      title: `About | ${ctx.team.name}`,
      description: excerpt(info.longAbout || info.shortAbout || `About ${ctx.team.name}.`, 200),
      jsonLd: [buildTeamJsonLd(ctx, [])],
      canonicalPath: teamSitePaths.about,
    },
  };
}

export async function buildContactPage(ctx: SiteContext): Promise<BuiltPage> {
  const form = await contactFormOf(ctx);
  return {
    status: 200,
    designPage: 'forms',
    page: {
      kind: 'contact',
      contacts: contactsOf(ctx),
      address: ctx.team.info.address,
      mapHref: mapHref(ctx.team.info.address),
      formHref: form ? ctx.href(buildFormPagePath(form.slug)) : null,
      formTitle: form?.title ?? 'Contact us',
    },
    seo: {
      title: `Contact | ${ctx.team.name}`,
      description: `How to reach ${ctx.team.name}.`,
      canonicalPath: teamSiteExtraPaths.contact,
    },
  };
}

export function buildPoliciesPage(ctx: SiteContext): BuiltPage {
  const policies = policyKinds.flatMap((kind) => {
    const policy = ctx.team.policies[kind];
    const link = policy?.link ? safeExternalUrl(policy.link) : null;
    return policy && (policy.text || link)
      ? [{ id: kind, title: policyTitles[kind], text: policy.text, link }]
      : [];
  });
  return {
    status: 200,
    designPage: 'about',
    page: { kind: 'policies', policies },
    seo: {
      title: `Policies | ${ctx.team.name}`,
      description: `Privacy, terms, returns, refunds and shipping of ${ctx.team.name}.`,
      canonicalPath: teamSiteExtraPaths.policies,
    },
  };
}

/** What a form page shows after a post: the visitor's answers and messages, or the thank-you. */
export interface FormPageState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
  sent?: boolean;
  /** A too-fast post's answers to confirm with one click (see FormPostOutcome 'confirm'). */
  confirmation?: FormConfirmation;
}

/** The thank-you page a form post without script is redirected to (post, redirect, get). */
export const formThanksSuffix = '/thanks';

export async function buildFormPage(
  ctx: SiteContext,
  slug: string,
  state: FormPageState = {},
): Promise<BuiltPage | null> {
  const form = await ctx.repo.findForm(slug);
  return form ? buildFormPageOf(ctx, form, state) : null;
}

/** A form's page from its definition: a stored form, or the builder's unsaved one in its preview. */
export function buildFormPageOf(
  ctx: SiteContext,
  form: Pick<FormRow, 'slug' | 'title' | 'description' | 'formType' | 'fields'>,
  state: FormPageState = {},
): BuiltPage {
  const path = buildFormPagePath(form.slug);
  const isPaid =
    isPaidFormType(form.formType) || form.fields.some((f) => f.options.some((o) => o.priceCents > 0));
  return {
    status: state.errors || state.formError ? 400 : 200,
    designPage: 'forms',
    page: {
      kind: 'form',
      title: form.title,
      description: form.description,
      form: {
        title: form.title,
        action: ctx.href(path),
        fields: form.fields.map(
          ({ id, kind, title, required, placeholder, lines, options, isUserEmail }) => ({
            id,
            kind,
            title,
            required,
            placeholder,
            lines,
            options,
            isUserEmail,
          }),
        ),
        honeypotField: formSpamRules.honeypotField,
        startedField: formSpamRules.startedField,
        startedToken: ctx.formStartToken,
        values: state.values ?? {},
        errors: state.errors ?? {},
        formError: state.formError ?? '',
        confirmation: state.confirmation
          ? {
              message: formAnswerMessages.confirm,
              fields: state.confirmation.fields,
              answers: listGivenAnswers(form.fields, {
                ...state.confirmation.fields,
                ...state.confirmation.fileNames,
              }),
            }
          : null,
        // A priced choice goes on to the checkout, so whoever reaches the thanks page owes nothing.
        sentMessage: state.sent ? formAnswerMessages.sent : null,
        isPaid,
      },
    },
    seo: {
      title: `${form.title} | ${ctx.team.name}`,
      description: excerpt(form.description || `${form.title} of ${ctx.team.name}.`),
      canonicalPath: path,
    },
  };
}

export function buildNotFoundPage(ctx: SiteContext): BuiltPage {
  return {
    status: 404,
    designPage: null,
    page: {
      kind: 'not-found',
      heading: 'Page not found',
      message: `This page of ${ctx.team.name} does not exist or is no longer published.`,
    },
    seo: {
      title: `Page not found | ${ctx.team.name}`,
      description: `This page of ${ctx.team.name} does not exist.`,
      canonicalPath: '/',
    },
  };
}
