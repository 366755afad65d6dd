import { isScanAccessPath, publicPaths } from '@sideline/domain';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './ui/lazy-page.ts';
import { LoadingSpinner } from './ui/loading-spinner.tsx';
import { RouteErrorPage } from './ui/route-error-page.tsx';
import { SessionProvider } from './ui/session/session-provider.tsx';

const MarketingLayout = lazyPage(() => import('./marketing/marketing-layout.tsx'), 'MarketingLayout');
const HomePage = lazyPage(() => import('./marketing/pages/home-page.tsx'), 'HomePage');
const PricingPage = lazyPage(() => import('./marketing/pages/pricing-page.tsx'), 'PricingPage');
const ReferralPage = lazyPage(() => import('./marketing/pages/referral-page.tsx'), 'ReferralPage');
const ReferralTermsPage = lazyPage(
  () => import('./marketing/pages/referral-terms-page.tsx'),
  'ReferralTermsPage',
);
const ContactPage = lazyPage(() => import('./marketing/pages/contact-page.tsx'), 'ContactPage');
const SchedulePage = lazyPage(() => import('./marketing/pages/schedule-page.tsx'), 'SchedulePage');
const BlogsPage = lazyPage(() => import('./marketing/pages/blogs-page.tsx'), 'BlogsPage');
const ClubHockeyArticlePage = lazyPage(
  () => import('./marketing/pages/club-hockey-article-page.tsx'),
  'ClubHockeyArticlePage',
);
const PrivacyPage = lazyPage(() => import('./marketing/pages/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./marketing/pages/terms-page.tsx'), 'TermsPage');
const VersionPage = lazyPage(() => import('./marketing/pages/version-page.tsx'), 'VersionPage');
const DemoPage = lazyPage(() => import('./marketing/pages/demo-page.tsx'), 'DemoPage');
const SignInPage = lazyPage(() => import('./marketing/accounts/sign-in-page.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./marketing/accounts/sign-up-page.tsx'), 'SignUpPage');
const NewPasswordPage = lazyPage(
  () => import('./marketing/accounts/new-password-page.tsx'),
  'NewPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('./marketing/accounts/verify-email-page.tsx'),
  'VerifyEmailPage',
);
const RevertEmailPage = lazyPage(
  () => import('./marketing/accounts/revert-email-page.tsx'),
  'RevertEmailPage',
);
const TeamSignInPage = lazyPage(() => import('./marketing/accounts/team-sign-in-page.tsx'), 'TeamSignInPage');
const PublicPathResolver = lazyPage(
  () => import('./marketing/public-path-resolver.tsx'),
  'PublicPathResolver',
);
const PortalApp = lazyPage(() => import('./portal/portal-app.tsx'), 'PortalApp');
const VolunteerDoorPage = lazyPage(
  () => import('./portal/features/tickets/volunteer-door-page.tsx'),
  'VolunteerDoorPage',
);

/** /teamsignin exists only in builds made with VITE_TEAM_SIGNIN=true (spec part 1 §6). */
const isTeamSignInEnabled = import.meta.env.VITE_TEAM_SIGNIN === 'true';

const strip = (path: string) => path.replace(/^\//, '');

const marketingPages: [string, ReactNode][] = [
  [publicPaths.pricing, <PricingPage key="pricing" />],
  [publicPaths.referral, <ReferralPage key="referral" />],
  [publicPaths.referralTerms, <ReferralTermsPage key="referral-terms" />],
  [publicPaths.contact, <ContactPage key="contact" />],
  [publicPaths.schedule, <SchedulePage key="schedule" />],
  [publicPaths.blogs, <BlogsPage key="blogs" />],
  [publicPaths.clubHockeyArticle, <ClubHockeyArticlePage key="club-hockey" />],
  [publicPaths.privacy, <PrivacyPage key="privacy" />],
  [publicPaths.terms, <TermsPage key="terms" />],
  [publicPaths.version, <VersionPage key="version" />],
  [`${publicPaths.demo}/:demoId`, <DemoPage key="demo" />],
  [publicPaths.signIn, <SignInPage key="signin" />],
  [publicPaths.signUp, <SignUpPage key="signup" />],
  [publicPaths.newPassword, <NewPasswordPage key="newpassword" />],
  [publicPaths.verifyEmail, <VerifyEmailPage key="verify" />],
  [publicPaths.revertEmail, <RevertEmailPage key="revert-email" />],
  ...(isTeamSignInEnabled
    ? [['/teamsignin', <TeamSignInPage key="teamsignin" />] as [string, ReactNode]]
    : []),
];

/**
 * Starts loading the shell of the page being opened, and a portal page's own chunk, while the
 * session resumes; settles once they are in. A failed load is reported where the page renders
 * (the error page).
 */
export function preloadShell(pathname: string): Promise<unknown> {
  const loading = isScanAccessPath(pathname)
    ? VolunteerDoorPage.preload()
    : pathname === '/portal' || pathname.startsWith('/portal/')
      ? PortalApp.preload().then((portal) => portal.preloadPortalPage(pathname))
      : MarketingLayout.preload();
  return loading.catch(() => undefined);
}

export const appRoutes: RouteObject[] = [
  // A door volunteer has no account: their page is outside the session (no resume, no redirect
  // to the portal for a signed-in phone) and outside the portal's shell.
  {
    path: 'scan/:token',
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<LoadingSpinner />}>
        <VolunteerDoorPage />
      </Suspense>
    ),
  },
  {
    element: <SessionProvider />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'portal/*',
        element: (
          <Suspense fallback={<LoadingSpinner />}>
            <PortalApp />
          </Suspense>
        ),
      },
      {
        element: (
          <Suspense fallback={<LoadingSpinner />}>
            <MarketingLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <HomePage /> },
          ...marketingPages.map(([path, element]) => ({ path: strip(path), element })),
          { path: '*', element: <PublicPathResolver /> },
        ],
      },
    ],
  },
];
