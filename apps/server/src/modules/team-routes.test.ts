import { accountMessages } from '@sideline/domain';
import { afterAll, assert, describe, expect, it } from 'vitest';
import { isOutsideTeamScope } from '../platform/tenant-scope.ts';
import { createSiteTeam } from '../site/site-test-helpers.ts';
import { type RegisteredRoute, routesOfPrintedTree } from '../test/registered-routes.ts';
import { createTestApp } from '../test/test-app.ts';
import { callSection } from './content-sections/content-section-test-helpers.ts';
import {
  connectSandboxAccount,
  insertDispute,
  insertPaidOrder,
} from './store-admin/store-admin-test-helpers.ts';

/**
 * The route walk of tenancy by construction: every route the app registered, except those on the
 * allow-list (platform/tenant-scope.ts: routesOutsideTeamScope), answers 401 signed out, and a
 * route with a record id in its path answers 404 when team A's admin names team B's record. The
 * routes are read from the running app, so a route is walked the day it lands.
 */

const ctx = await createTestApp();
afterAll(() => ctx.close());

const walkedMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const teamRoutes = routesOfPrintedTree(ctx.app.printRoutes()).filter(
  (route) => walkedMethods.has(route.method) && !isOutsideTeamScope(route.path),
);
const nameOf = (route: RegisteredRoute) => `${route.method} ${route.path}`;

/** Path parameters that name something shared by every team rather than a team's record. */
const sharedIdRoutes = new Map([
  [
    'POST /api/forms/pre-developed/:id/copy',
    "the id is one of the sport's ready-made forms, not a team's record",
  ],
  // The operator console: ids of Sideline-wide records (reviews, requests, codes, rewards, teams),
  // refused with 403 to every signed-in user who is not an operator (operators/operators.test.ts).
  ...[
    'POST /api/operator/reviews/:id/decision',
    'POST /api/operator/requests/:kind/:id/done',
    'POST /api/operator/promotion-codes/:id/retire',
    'POST /api/operator/teams/:id/suspension',
    'POST /api/operator/referral-rewards/:id/paid',
  ].map((name): [string, string] => [name, 'an operator console record, refused 403 to non-operators']),
]);

/** The routes whose path names a team's record: each answers 404 for team B's. */
const recordRoutes = teamRoutes.filter(
  (route) => route.path.includes('/:id') && !sharedIdRoutes.has(nameOf(route)),
);

/**
 * The bodies that pass a route's validation, so the answer for another team's record is the
 * service's 404 and not a 400. A route that needs a body and is not listed (nor a section's PUT,
 * which gets the record's own fields) fails the walk with 400 until it is added here.
 */
const validBodies: Record<string, unknown> = {
  'POST /api/submissions/:id/reply': { subject: 'Re: your message', message: 'Thanks!' },
  'POST /api/games/:id/sheet/operations': {
    operation: { op: 'add', list: 'goals', entry: { team: 'them' } },
  },
  'POST /api/galleries/:id/photos': { mediaId: 'walk-media' },
  'PUT /api/galleries/:id/photos/order': { ids: [] },
  'POST /api/store-admin/orders/:id/fulfil': { itemIds: ['walk-item'], carrier: 'USPS', trackingNumber: '1' },
  'POST /api/store-admin/orders/:id/hand-over': { itemIds: ['walk-item'] },
  'POST /api/store-admin/orders/:id/refunds': {
    amountCents: 100,
    reason: 'Walk',
    idempotencyKey: 'walk-refund-key-0001',
  },
  'POST /api/store-admin/disputes/:id/evidence': { text: 'Walk evidence' },
  'POST /api/tickets/:id/notify-holders': { message: 'We play at North Rink now.' },
  'POST /api/tickets/:id/scan-accesses': { label: 'Door 1' },
};

/**
 * Sections a new team's seeding leaves empty: team B adds one record to each before the walk, in
 * this order (a function builds an input from what team B added before it).
 */
const recordsTeamBAdds: Record<string, unknown | (() => Promise<unknown>)> = {
  '/api/events': {
    eventType: 'event',
    title: 'Walk Night',
    venue: 'Arena',
    start: '2027-03-05T18:30',
    end: '',
    notes: '',
    tags: [],
  },
  '/api/custom-pages': { title: 'Walk Page', content: '<p>Walk</p>', description: '' },
  '/api/store-admin/products': {
    name: 'Walk Jersey',
    variants: [{ optionValues: {}, priceCents: 4500, sku: '', inventory: null }],
  },
  '/api/tickets': async () => ({
    name: 'Walk Tickets',
    eventId: (await callSection(ctx.app, 'GET', '/api/events', teamB.cookie)).json().items[0].id,
    tiers: [{ name: 'Adult', priceCents: 1000, capacity: null }],
    capacity: null,
  }),
};

const teamA = await createSiteTeam(ctx, { teamName: 'Walk Team A' });
const teamB = await createSiteTeam(ctx, { teamName: 'Walk Team B' });
for (const [collection, input] of Object.entries(recordsTeamBAdds)) {
  const body = typeof input === 'function' ? await input() : input;
  const created = await callSection(ctx.app, 'POST', collection, teamB.cookie, body);
  if (created.statusCode !== 201) throw new Error(`team B could not add to ${collection}: ${created.body}`);
}
// Orders and disputes come from buyers and the provider, not from a POST of the admin's.
{
  const accountId = await connectSandboxAccount(ctx.app, ctx.database.db, teamB.teamId, teamB.cookie);
  const { order, chargeId } = await insertPaidOrder(ctx.database.db, {
    teamId: teamB.teamId,
    accountId,
    lines: [{ name: 'Walk Jersey', unitPriceCents: 4500, quantity: 1 }],
  });
  await insertDispute(ctx.database.db, {
    teamId: teamB.teamId,
    orderId: order.id,
    chargeId,
    amountCents: order.totalCents,
    dueBy: new Date(Date.now() + 86_400_000),
  });
}

/** A record as a save's input: picture slots ({ file, link } when read) and unset links (null) as ''. */
function toInput(record: Record<string, unknown>): Record<string, unknown> {
  const isPictureSlot = (value: unknown) => typeof value === 'object' && value !== null && 'link' in value;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, value === null || isPictureSlot(value) ? '' : value]),
  );
}

/** The first of team B's records in the collection a route's `:id` refers to (`/api/games` for `/api/games/:id/sheet`). */
async function recordOfTeamB(route: RegisteredRoute): Promise<Record<string, unknown>> {
  const collection = route.path.slice(0, route.path.indexOf('/:'));
  const list = await callSection(ctx.app, 'GET', collection, teamB.cookie);
  expect(list.statusCode, `GET ${collection} as team B`).toBe(200);
  const [first] = list.json().items as { id: string }[];
  assert(first, `team B has no record in ${collection} to walk ${nameOf(route)} with`);
  const record = await callSection(ctx.app, 'GET', `${collection}/${first.id}`, teamB.cookie);
  return record.statusCode === 200 ? record.json() : first;
}

/** `:photoId` is the first of the record's `photos`, and so on; an unknown one gets a made-up id. */
function nestedIdOf(record: Record<string, unknown>, param: string): string {
  const items = record[`${param.replace(/Id$/, '')}s`];
  const [first] = Array.isArray(items) ? (items as { id?: string }[]) : [];
  return first?.id ?? '00000000-0000-4000-8000-000000000000';
}

async function foreignRequestOf(route: RegisteredRoute) {
  const record = await recordOfTeamB(route);
  const url = route.path.replace(/:(\w+)/g, (_match, param: string) =>
    param === 'id' ? String(record.id) : nestedIdOf(record, param),
  );
  const isSectionUpdate = route.method === 'PUT' && /^\/api\/[\w-]+(\/[\w-]+)?\/:id$/.test(route.path);
  const body = validBodies[nameOf(route)] ?? (isSectionUpdate ? toInput(record) : {});
  return { url, body: route.method === 'GET' ? undefined : body };
}

describe('every team route', () => {
  it('is walked: the list holds the routes of every kind', () => {
    const walked = new Set(teamRoutes.map(nameOf));
    for (const expected of [
      'GET /api/dashboard',
      'PUT /api/games/:id',
      'POST /api/media',
      'DELETE /api/galleries/:id/photos/:photoId/tags/:tagId',
      'POST /api/payments/account',
    ]) {
      expect(walked).toContain(expected);
    }
  });

  it.each(teamRoutes.map((route) => [nameOf(route), route] as const))(
    '%s answers 401 "Please sign in to continue." signed out',
    async (_name, route) => {
      const url = route.path.replace(/:(\w+)/g, 'walk-id').replace('*', 'walk');
      const res = await callSection(
        ctx.app,
        route.method as 'GET',
        url,
        '',
        route.method === 'GET' ? undefined : {},
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: accountMessages.signInRequired });
    },
  );

  it.each(recordRoutes.map((route) => [nameOf(route), route] as const))(
    "%s answers 404 for another team's record",
    async (_name, route) => {
      const { url, body } = await foreignRequestOf(route);
      const res = await callSection(ctx.app, route.method as 'GET', url, teamA.cookie, body);
      expect(res.statusCode, `${res.body.slice(0, 300)}`).toBe(404);
    },
  );
});
