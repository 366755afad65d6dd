/**
 * The navigation's disclosures open without script; with it, opening one closes the others at
 * the same level, and Escape or a click elsewhere closes them, with focus back on the summary.
 */
export function enhanceSiteMenus(root: Document): void {
  const groups = () =>
    Array.from(root.querySelectorAll<HTMLDetailsElement>('details.nav-group, details.nav-phone'));

  for (const details of groups()) {
    details.addEventListener('toggle', () => {
      if (!details.open) return;
      for (const other of groups()) {
        if (other !== details && other.open && !other.contains(details)) other.open = false;
      }
    });
  }

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = groups().filter((d) => d.open);
    const innermost = open[open.length - 1];
    if (!innermost) return;
    innermost.open = false;
    innermost.querySelector('summary')?.focus();
  });

  root.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const details of groups()) {
      if (details.open && !details.contains(target)) details.open = false;
    }
  });
}
