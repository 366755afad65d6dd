import type { SiteSocialLink } from '../site-view.ts';

/** Simple one-color marks (drawn here, no icon font or CDN); they take the text color. */
const paths: Record<SiteSocialLink['network'], string> = {
  twitter: 'M4 4l6.5 8.7L4.3 20H6l5.3-6.1L15.8 20H20l-6.9-9.2L18.9 4h-1.7l-4.9 5.6L8.2 4z',
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z',
  tiktok:
    'M16.5 3c.3 2.2 1.6 3.6 3.5 3.8v2.9c-1.3 0-2.5-.4-3.5-1.1v6.1c0 3.1-2.3 5.3-5.2 5.3S6 17.8 6 15.1c0-3 2.6-5.3 5.8-4.8v3c-1.3-.3-2.7.5-2.7 1.9 0 1.1.9 2 2 2 1.2 0 2.2-.9 2.2-2.4V3z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

export function SocialIcon({ network }: { network: SiteSocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
