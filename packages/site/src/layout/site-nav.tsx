import type { SiteLink } from '../site-view.ts';
import { SiteAnchor } from '../ui/site-link.tsx';

/**
 * The team's navigation (up to three levels). A link with sub-links is a <details> disclosure:
 * it opens by keyboard (Enter/Space on its summary) and by touch without any script; the menu
 * island only closes the other open menus. When the parent's own page is not among its sub-links
 * it is offered first, so every destination stays reachable.
 */
export function SiteNavList({ links, level = 1 }: { links: SiteLink[]; level?: number }) {
  return (
    <ul className={`nav-list level-${level}`}>
      {links.map((link) => (
        <li key={`${link.title}|${link.href}`} className="nav-item">
          {link.children.length === 0 ? (
            <SiteAnchor href={link.href} newTab={link.newTab} className="nav-link">
              {link.title}
            </SiteAnchor>
          ) : (
            <details className="nav-group">
              <summary className="nav-link">{link.title}</summary>
              <SiteNavList links={withParentLink(link)} level={level + 1} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function withParentLink(link: SiteLink): SiteLink[] {
  const isListed = link.children.some((child) => child.href === link.href);
  if (isListed || !link.href) return link.children;
  return [{ ...link, children: [] }, ...link.children];
}
