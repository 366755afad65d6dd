/**
 * Tells this instance's team-site cache that a team changed without a request of its admin (a
 * payment webhook, the worker): the site drops what it knows of the team at once. Other instances
 * see the change through the team's content version within SITE_REVALIDATE_MS (decision 011).
 */
export interface SiteChanges {
  teamChanged(teamId: string): void;
  onTeamChanged(listener: (teamId: string) => void): void;
}

export function createSiteChanges(): SiteChanges {
  const listeners: ((teamId: string) => void)[] = [];
  return {
    teamChanged(teamId) {
      for (const listener of listeners) listener(teamId);
    },
    onTeamChanged(listener) {
      listeners.push(listener);
    },
  };
}
