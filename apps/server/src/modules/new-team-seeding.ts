import { serverModules } from './registry.ts';
import { createSeedNewTeam } from './teams/team-seeding.service.ts';

/**
 * New-team seeding over every area of the registry, for callers outside the app's module wiring
 * (the demo teams at start-up, benchmarks, tests). Inside the app the teams module's services
 * hold the same seeding.
 */
export const seedNewTeam = createSeedNewTeam(serverModules);
