import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';

/** True for addresses the SPA does not route: other origins, public team sites, dev tools, files. */
function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || /^\/(sites|dev|files|api)(\/|$)/.test(href);
}

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] };

/**
 * MUI's Link and Button `href` rendered through react-router, so in-app links navigate without a
 * page load (set once in the theme); external addresses stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, ...other },
  ref,
) {
  if (typeof href === 'string' && isExternalHref(href)) {
    const {
      replace: _replace,
      state: _state,
      reloadDocument: _reload,
      preventScrollReset: _p,
      ...anchor
    } = other;
    return <a ref={ref} href={href} {...anchor} />;
  }
  return <RouterLink ref={ref} to={href} {...other} />;
});
