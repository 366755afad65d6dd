import { itemAt } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import {
  appendNavLink,
  createEmptyNavLink,
  moveNavLink,
  removeNavLink,
  replaceNavLink,
  toEditorNavLinks,
} from './nav-link-tree.ts';

const tree = () =>
  toEditorNavLinks([
    { title: 'Home', value: '/', link: '', openNewTab: false, required: true, options: [] },
    {
      title: 'Team',
      value: '/roster',
      link: '',
      openNewTab: false,
      required: false,
      options: [
        { title: 'Roster', value: '/roster', link: '', openNewTab: false, required: false, options: [] },
        { title: 'Staff', value: '/staff', link: '', openNewTab: false, required: false, options: [] },
      ],
    },
  ]);
const titles = (links: { title: string }[] | undefined) => links?.map((l) => l.title);

describe('nav link tree', () => {
  it('gives every link a key of its own', () => {
    const links = tree();
    const keys = [itemAt(links, 0).key, itemAt(links, 1).key, ...itemAt(links, 1).options.map((l) => l.key)];
    expect(new Set(keys).size).toBe(4);
  });

  it('changes, moves, removes and adds links at any level without touching the rest', () => {
    const links = tree();
    const renamed = replaceNavLink(links, [1, 1], (l) => ({ ...l, title: 'Coaches' }));
    expect(titles(renamed[1]?.options)).toEqual(['Roster', 'Coaches']);
    expect(renamed[0]).toBe(links[0]);
    expect(titles(links[1]?.options)).toEqual(['Roster', 'Staff']);

    const moved = moveNavLink(links, [1, 1], 0);
    expect(titles(moved[1]?.options)).toEqual(['Staff', 'Roster']);
    expect(moved[1]?.options[0]?.key).toBe(links[1]?.options[1]?.key);
    expect(moveNavLink(links, [0], -1)).toEqual(links);

    expect(titles(removeNavLink(links, [1, 0])[1]?.options)).toEqual(['Staff']);
    const added = appendNavLink(links, [1, 0], createEmptyNavLink());
    expect(added[1]?.options[0]?.options).toHaveLength(1);
    expect(titles(appendNavLink(links, [], createEmptyNavLink()))).toEqual(['Home', 'Team', '']);
  });
});
