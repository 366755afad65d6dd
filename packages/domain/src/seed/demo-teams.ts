import type { DemoId } from '../routes/public-routes.ts';
import type { AgeType, TeamSportsType, WebsiteType } from '../sports/sports-types.ts';

/** The organization that holds the demo teams (spec part 1 §3 "A demo organization ... exists"). */
export const demoOrganizationName = 'Sideline Demo Club';

/** One seeded demo team per demo id (DESIGN.md "Demo ids"), shown at /demo/{demoId}. */
export interface DemoTeamSpec {
  demoId: DemoId;
  sportsType: TeamSportsType;
  teamName: string;
  organizationName: string;
  email: string;
  /** The club's public contact on its site (a reserved example domain: nothing is ever sent there). */
  publicEmail: string;
  ageType: AgeType;
  websiteType: WebsiteType;
}

export const demoTeamSpecs: readonly DemoTeamSpec[] = [
  {
    demoId: 'hockey',
    sportsType: 'MENSICEHOCKEY',
    teamName: 'Lakeshore Lynx Hockey',
    organizationName: demoOrganizationName,
    email: 'demo-hockey@sideline.local',
    publicEmail: 'hello@lakeshore-lynx-hockey.example',
    ageType: 'COLLEGIATE',
    websiteType: 'WEBSITEANDSTORE',
  },
  {
    demoId: 'rugby',
    sportsType: 'WOMENSRUGBY',
    teamName: "Lakeshore Women's Rugby",
    organizationName: demoOrganizationName,
    email: 'demo-rugby@sideline.local',
    publicEmail: 'hello@lakeshore-womens-rugby.example',
    ageType: 'COLLEGIATE',
    websiteType: 'WEBSITEANDSTORE',
  },
  {
    demoId: 'lacrosse',
    sportsType: 'WOMENSLACROSSE',
    teamName: "Lakeshore Women's Lacrosse",
    organizationName: demoOrganizationName,
    email: 'demo-lacrosse@sideline.local',
    publicEmail: 'hello@lakeshore-womens-lacrosse.example',
    ageType: 'COLLEGIATE',
    websiteType: 'WEBSITEANDSTORE',
  },
];

export function findDemoTeamSpec(demoId: string): DemoTeamSpec | null {
  return demoTeamSpecs.find((spec) => spec.demoId === demoId) ?? null;
}
