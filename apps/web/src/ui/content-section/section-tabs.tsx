import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

export interface SectionTab {
  label: string;
  /** The tab's page; it stays selected on the pages below it. */
  path: string;
}

/** One tab per sub-section, at `{basePath}/{key}` and titled as the sub-section. */
export function subSectionTabs(
  basePath: string,
  subSections: Record<string, { title: string }>,
): SectionTab[] {
  return Object.entries(subSections).map(([sub, { title }]) => ({
    label: title,
    path: `${basePath}/${sub}`,
  }));
}

/** Links between the halves of one side-menu section (Seasons | Games), as tabs. */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const { pathname } = useLocation();
  // The longest matching path wins: /portal/seasons/games is below /portal/seasons too.
  const current = tabs
    .filter((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <Tabs
      value={current?.path ?? false}
      aria-label={label}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.path} label={tab.label} value={tab.path} component={RouterLink} to={tab.path} />
      ))}
    </Tabs>
  );
}
