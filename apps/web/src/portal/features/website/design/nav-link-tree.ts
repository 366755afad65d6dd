import type { NavLink } from '@sideline/domain';

/**
 * The navigation links as the editor holds them: each with a key that stays with the link while
 * it is edited and moved (React keys, drag-and-drop ids). The save schema drops the keys.
 */
export interface EditorNavLink extends NavLink {
  key: string;
  options: EditorNavLink[];
}

/** Where a link sits: its index at each level, from the main links down. */
export type NavLinkPath = readonly number[];

let lastKey = 0;
const createKey = () => `nav-${++lastKey}`;

export function toEditorNavLinks(links: readonly NavLink[]): EditorNavLink[] {
  return links.map((link) => ({ ...link, key: createKey(), options: toEditorNavLinks(link.options) }));
}

export function createEmptyNavLink(): EditorNavLink {
  return {
    key: createKey(),
    title: '',
    value: '',
    link: '',
    openNewTab: false,
    required: false,
    options: [],
  };
}

/** The tree with the sibling list under `parentPath` ([] for the main links) replaced. */
function updateSiblings(
  links: readonly EditorNavLink[],
  parentPath: NavLinkPath,
  update: (siblings: EditorNavLink[]) => EditorNavLink[],
): EditorNavLink[] {
  if (parentPath.length === 0) return update([...links]);
  const [index, ...rest] = parentPath;
  return links.map((link, i) =>
    i === index ? { ...link, options: updateSiblings(link.options, rest, update) } : link,
  );
}

const splitPath = (path: NavLinkPath) => ({ parent: path.slice(0, -1), index: path[path.length - 1] });

export function replaceNavLink(
  links: readonly EditorNavLink[],
  path: NavLinkPath,
  change: (link: EditorNavLink) => EditorNavLink,
): EditorNavLink[] {
  const { parent, index } = splitPath(path);
  return updateSiblings(links, parent, (siblings) =>
    siblings.map((link, i) => (i === index ? change(link) : link)),
  );
}

export function removeNavLink(links: readonly EditorNavLink[], path: NavLinkPath): EditorNavLink[] {
  const { parent, index } = splitPath(path);
  return updateSiblings(links, parent, (siblings) => siblings.filter((_, i) => i !== index));
}

/** Moves a link to another place among its siblings (it never changes level). */
export function moveNavLink(
  links: readonly EditorNavLink[],
  path: NavLinkPath,
  toIndex: number,
): EditorNavLink[] {
  const { parent, index } = splitPath(path);
  return updateSiblings(links, parent, (siblings) => {
    if (index === undefined || toIndex < 0 || toIndex >= siblings.length || toIndex === index)
      return siblings;
    const [moved] = siblings.splice(index, 1);
    if (moved) siblings.splice(toIndex, 0, moved);
    return siblings;
  });
}

export function appendNavLink(
  links: readonly EditorNavLink[],
  parentPath: NavLinkPath,
  link: EditorNavLink,
): EditorNavLink[] {
  return updateSiblings(links, parentPath, (siblings) => [...siblings, link]);
}
