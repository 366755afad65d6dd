import type { SiteTeamView } from '../site-view.ts';
import { SiteImg } from '../ui/site-image.tsx';
import { SiteNavList } from './site-nav.tsx';

/**
 * Logo (or initials) and name, and the navigation: a bar on wide screens, a "Menu" disclosure on
 * phones. Both are in the HTML; CSS shows one (the hidden one is out of the accessibility tree).
 */
export function SiteHeader({ team }: { team: SiteTeamView }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <a href={team.homeHref} className="brand">
          {team.logo ? (
            <SiteImg image={{ ...team.logo, alt: '' }} frame={[1, 1]} eager className="brand-logo" />
          ) : (
            <span className="brand-initials" aria-hidden="true">
              {team.initials}
            </span>
          )}
          <span className="brand-text">
            <span className="brand-name">{team.name}</span>
            <span className="brand-sport">{team.sportName}</span>
          </span>
        </a>
        {team.nav.length > 0 ? (
          <>
            <nav className="nav-bar" aria-label="Main">
              <SiteNavList links={team.nav} />
            </nav>
            <details className="nav-phone">
              <summary className="menu-button">
                <span className="menu-icon" aria-hidden="true" />
                Menu
              </summary>
              <nav aria-label="Main menu">
                <SiteNavList links={team.nav} />
              </nav>
            </details>
          </>
        ) : null}
        {team.cart ? (
          <a href={team.cart.href} className="cart-link">
            Cart
            {team.cart.countSrc ? (
              <span className="cart-count" data-cart-count={team.cart.countSrc} aria-live="polite" />
            ) : null}
          </a>
        ) : null}
      </div>
    </header>
  );
}
