import { defaultDemoId, publicPaths, referralInviteLabel } from '@sideline/domain';
import { portalHomePath } from '../../ui/session/session-provider.tsx';

interface NavItem {
  label: string;
  to: string;
  variant?: 'text' | 'outlined' | 'contained';
}

/** Spec part 1 §2 "Top bar": signed-out and signed-in items of the marketing site. */
export function getMarketingNavItems(isSignedIn: boolean): NavItem[] {
  if (isSignedIn) {
    return [
      { label: 'Dashboard', to: portalHomePath },
      { label: 'Analytics', to: '/portal/analytics' },
      { label: 'Website', to: '/portal/website' },
      { label: 'Contact Us', to: publicPaths.contact },
    ];
  }
  return [
    { label: 'Demo', to: `${publicPaths.demo}/${defaultDemoId}` },
    { label: 'Pricing', to: publicPaths.pricing },
    { label: referralInviteLabel, to: publicPaths.referral },
    { label: 'Contact Us', to: publicPaths.contact },
    { label: 'Log In', to: publicPaths.signIn, variant: 'outlined' },
    { label: 'Sign Up Free', to: publicPaths.signUp, variant: 'contained' },
  ];
}
