import type { PortalMenuSection } from '@sideline/domain';
import { type ContentCountInfo, contentCountInfo, contentCountKeys } from '../../../ui/content-counts.ts';

interface DashboardCard extends ContentCountInfo {
  key: (typeof contentCountKeys)[number];
}

/**
 * The count cards a team sees: only content whose section is in its menu, each linking to the
 * page where that content is listed (or to its section when the sub-page is not available).
 */
export function buildDashboardCards(menu: PortalMenuSection[]): DashboardCard[] {
  const cards: DashboardCard[] = [];
  for (const key of contentCountKeys) {
    const info = contentCountInfo[key];
    const section = menu.find((s) => info.path === s.path || info.path.startsWith(`${s.path}/`));
    if (!section) continue;
    const isChildVisible = !section.children || section.children.some((c) => c.path === info.path);
    cards.push({
      key,
      label: info.label,
      path: isChildVisible && section.children ? info.path : section.path,
    });
  }
  return cards;
}
