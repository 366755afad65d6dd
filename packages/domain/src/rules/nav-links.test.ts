import { describe, expect, it } from 'vitest';
import type { NavLink } from '../team/team-record.ts';
import {
  canAddNavLinkOption,
  changeNavLinkValue,
  findNavLinkDepthError,
  findNavLinkWarnings,
  findRequiredNavLinksProblem,
  measureNavLinkDepth,
  navLinkMessages,
  normalizeNavLinks,
} from './nav-links.ts';

const link = (title: string, value: string, options: NavLink[] = [], openNewTab = false): NavLink => ({
  title,
  value,
  link: '',
  openNewTab,
  required: false,
  options,
});

describe('nav links', () => {
  it('opens /custom in a new tab and everything else in the same tab', () => {
    expect(changeNavLinkValue(link('Shop', '/store'), '/custom').openNewTab).toBe(true);
    expect(changeNavLinkValue(link('Shop', '/custom', [], true), '/store').openNewTab).toBe(false);
    expect(changeNavLinkValue(link('Shop', '/store', [], true), '/roster').openNewTab).toBe(false);
    expect(changeNavLinkValue(link('Shop', '/store'), '/custom/page').openNewTab).toBe(false);
  });

  it('clears options when the value changes, and keeps them when it does not', () => {
    const team = link('Team', '/roster', [link('Staff', '/staff')]);
    expect(changeNavLinkValue(team, '/about').options).toEqual([]);
    expect(changeNavLinkValue(team, '/roster').options).toHaveLength(1);
    expect(team.options).toHaveLength(1); // the input is not changed
  });

  it('applies the new-tab rule to a whole tree', () => {
    const tree = [link('A', '/custom', [link('B', '/roster', [link('C', '/custom')], true)])];
    const normalized = normalizeNavLinks(tree);
    expect(normalized[0]?.openNewTab).toBe(true);
    expect(normalized[0]?.options[0]?.openNewTab).toBe(false);
    expect(normalized[0]?.options[0]?.options[0]?.openNewTab).toBe(true);
  });

  it('allows three levels and no more', () => {
    const three = [link('1', '/a', [link('2', '/b', [link('3', '/c')])])];
    expect(measureNavLinkDepth([])).toBe(0);
    expect(measureNavLinkDepth([link('1', '/a')])).toBe(1);
    expect(measureNavLinkDepth(three)).toBe(3);
    expect(findNavLinkDepthError(three)).toBeNull();
    const four = [link('1', '/a', [link('2', '/b', [link('3', '/c', [link('4', '/d')])])])];
    expect(findNavLinkDepthError(four)).toBe(navLinkMessages.tooDeep);
    expect(canAddNavLinkOption(2)).toBe(true);
    expect(canAddNavLinkOption(3)).toBe(false);
  });

  it('warns when there are more than 8 main links', () => {
    const main = (n: number) => Array.from({ length: n }, (_, i) => link(`L${i}`, `/l${i}`));
    expect(findNavLinkWarnings(main(8))).toEqual([]);
    expect(findNavLinkWarnings(main(9))).toEqual([
      { code: 'too-many-main-links', message: navLinkMessages.tooManyMainLinks },
    ]);
    // Options do not count as main links.
    expect(findNavLinkWarnings([link('Team', '/t', main(12))])).toEqual([]);
  });

  it('keeps the required links: renamed is fine, removed, repointed or added is not', () => {
    const home = { ...link('Home', '/'), required: true };
    const stored = [home, link('Team', '/roster')];
    expect(
      findRequiredNavLinksProblem(stored, [link('About', '/about'), { ...home, title: 'Start' }]),
    ).toBeNull();
    expect(findRequiredNavLinksProblem(stored, [link('Team', '/roster')])).toBe(
      navLinkMessages.requiredLinksChanged,
    );
    expect(findRequiredNavLinksProblem(stored, [{ ...home, value: '/about' }])).toBe(
      navLinkMessages.requiredLinksChanged,
    );
    expect(
      findRequiredNavLinksProblem(stored, [
        home,
        link('Team', '/roster', [{ ...link('X', '/x'), required: true }]),
      ]),
    ).toBe(navLinkMessages.requiredLinksChanged);
  });
});
