import type { SiteTeamView } from '../site-view.ts';
import { SiteImg } from '../ui/site-image.tsx';
import { SiteAnchor } from '../ui/site-link.tsx';
import { SocialIcon } from '../ui/social-icon.tsx';

/** Sponsors strip, social links, policies, the calendar feed and "Powered by Sideline". */
export function SiteFooter({ team, showSponsors }: { team: SiteTeamView; showSponsors: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      {showSponsors && team.footerSponsors.length > 0 ? (
        <section className="footer-sponsors" aria-labelledby="footer-sponsors-heading">
          <h2 id="footer-sponsors-heading" className="footer-heading">
            Our sponsors
          </h2>
          <ul className="sponsor-strip">
            {team.footerSponsors.map((sponsor) => (
              <li key={sponsor.name}>
                {sponsor.href ? (
                  <SiteAnchor href={sponsor.href} newTab>
                    {sponsor.logo ? <SiteImg image={sponsor.logo} frame={[3, 2]} /> : sponsor.name}
                  </SiteAnchor>
                ) : sponsor.logo ? (
                  <SiteImg image={sponsor.logo} frame={[3, 2]} />
                ) : (
                  <span>{sponsor.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="footer-inner">
        <div className="footer-team">
          <p className="footer-name">{team.name}</p>
          {team.slogan ? <p className="footer-slogan">{team.slogan}</p> : null}
        </div>
        {team.socials.length > 0 ? (
          <ul className="social-links" aria-label="Follow us">
            {team.socials.map((social) => (
              <li key={social.network}>
                <SiteAnchor href={social.href} newTab className="social-link">
                  <SocialIcon network={social.network} />
                  <span className="visually-hidden">{social.label}</span>
                </SiteAnchor>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="footer-links">
          <li>
            <a href={team.policiesHref}>Policies</a>
          </li>
          {team.calendarHref ? (
            <li>
              <a href={team.calendarHref}>Calendar feed</a>
            </li>
          ) : null}
        </ul>
        <p className="footer-copy">
          © {year} {team.name} ·{' '}
          <a href={team.platformHref} className="powered-by">
            Powered by Sideline
          </a>
        </p>
      </div>
    </footer>
  );
}
