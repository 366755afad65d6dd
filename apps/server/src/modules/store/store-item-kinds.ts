import type { StoreItemKind } from '@sideline/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { orderItems, orders } from '../../db/schema/store.ts';
import type { Block } from '../../platform/mail/mail-layout.ts';
import type { ModuleContext, ServerModule } from '../../platform/server-module.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

export type StoreOrderRow = typeof orders.$inferSelect;
export type StoreOrderItemRow = typeof orderItems.$inferSelect;

/** What a hook receives: the order, its lines of the hook's kind, inside the store's transaction. */
export interface StoreItemKindCall {
  tx: Tx;
  scope: TeamScope;
  order: StoreOrderRow;
  /** The order's lines of this kind (never empty: a kind without lines is not called). */
  items: StoreOrderItemRow[];
  /** Business time of the call (the platform clock). */
  now: Date;
}

/** A cart line of a kind sold by another area (a ticket tier), priced by that area now. */
export interface CartLineQuote {
  /** As the cart, the checkout and the order line name it ("Home opener (Adult)"). */
  name: string;
  unitPriceCents: number;
  taxable: boolean;
  maxPerOrder: number;
  /** Why it cannot be bought now (unavailable, outside its sale window), in the catalogue's words. */
  problem: string | null;
  /** Units still for sale before holds (capacity − sold), null for no limit. */
  left: number | null;
  /** What the order line records of it. */
  reference: Pick<StoreOrderItemRow, 'ticketId' | 'ticketTierId'>;
}

/** An open checkout's lines of one kind, to hold until `expiresAt` (item id: the tier's id). */
export interface StoreItemKindHold {
  tx: Tx;
  scope: TeamScope;
  orderId: string;
  lines: { itemId: string; quantity: number }[];
  expiresAt: Date;
}

/** One pass the buyer's order page shows for an order line (a ticket: its QR and code to type). */
export interface BuyerPass {
  /** "Home opener (Adult)". */
  title: string;
  /** "Ticket 1 of 2". */
  label: string;
  /** The short code to type at the door. */
  code: string;
  /** The QR as a PNG data URI (inline, so the page keeps working offline once opened), or null when it no longer admits. */
  qrDataUri: string | null;
  /** "Valid", "Checked in", or why it no longer admits. */
  state: string;
}

/**
 * What the store does with one kind of order line (the extension point of issue 22). Every hook
 * runs inside the store's transaction with the order row locked, exactly once per event: a hook
 * that throws rolls the whole event back (and the provider's webhook is retried), so a hook writes
 * only through `tx` and never sends mail itself (it queues through the outbox in `tx`).
 *
 * - `fulfil`: the order was paid (completion: buyer's return, webhook or sweep, whichever is
 *   first). product → variants' and products' sold counts up, holds already removed by the store;
 *   ticket → the tickets area issues one issued_tickets row per admitted person and raises the
 *   tiers' and tickets' sold counts; form → the submission becomes `paid`.
 * - `abandon`: the checkout ended unpaid (expired or failed); the store has released the holds.
 *   form → the submission becomes `abandoned`.
 * - `cancel` / `reinstate`: the team cancelled (no refund) or reinstated the order
 *   (store-admin calls the store's service for these). ticket → revoke / re-validate the codes.
 */
export interface StoreItemKindHooks {
  fulfil(call: StoreItemKindCall): Promise<void>;
  abandon?(call: StoreItemKindCall): Promise<void>;
  cancel?(call: StoreItemKindCall): Promise<void>;
  reinstate?(call: StoreItemKindCall): Promise<void>;
  /**
   * Cart kinds other than product (ticket): the lines priced now from the area's own tables, by
   * item id; an id the team does not sell is left out.
   */
  quoteCartLines?(
    db: DbOrTx,
    scope: TeamScope,
    itemIds: readonly string[],
    now: Date,
  ): Promise<ReadonlyMap<string, CartLineQuote>>;
  /** Checkout start, in the store's transaction after the order row: hold capacity or throw the reason. */
  hold?(hold: StoreItemKindHold): Promise<void>;
  /** What the buyer's receipt adds for these lines (after `fulfil`, same transaction): ticket → QR and code. */
  receiptBlocks?(call: StoreItemKindCall): Promise<Block[]>;
  /** What the buyer's order page shows for a paid order's lines of this kind (ticket → each QR and code). */
  buyerPasses?(db: DbOrTx, scope: TeamScope, order: StoreOrderRow): Promise<BuyerPass[]>;
}

/**
 * A module's kinds: declared on the module (`storeItemKinds`) and built when the store first needs
 * them, after every module's services exist, so an area listed after the store in the registry
 * (tickets) can still use the store's services and be called by it.
 */
export type StoreItemKindsFactory = (
  context: ModuleContext,
) => Partial<Record<StoreItemKind, StoreItemKindHooks>>;

/** Every kind's hooks from the registry; a kind declared twice, or not at all, fails loudly. */
export function collectStoreItemKinds(
  modules: readonly ServerModule[],
  context: ModuleContext,
): ReadonlyMap<StoreItemKind, StoreItemKindHooks> {
  const kinds = new Map<StoreItemKind, { module: string; hooks: StoreItemKindHooks }>();
  for (const module of modules) {
    const declared = module.storeItemKinds?.(context) ?? {};
    for (const [kind, hooks] of Object.entries(declared) as [StoreItemKind, StoreItemKindHooks][]) {
      const earlier = kinds.get(kind);
      if (earlier) {
        throw new Error(
          `The store item kind "${kind}" is declared by both "${earlier.module}" and "${module.name}"`,
        );
      }
      kinds.set(kind, { module: module.name, hooks });
    }
  }
  return new Map([...kinds].map(([kind, { hooks }]) => [kind, hooks]));
}

/** The hooks of a kind, or an error naming it (an order line nobody fulfils must never pass silently). */
export function hooksOfKind(
  kinds: ReadonlyMap<StoreItemKind, StoreItemKindHooks>,
  kind: StoreItemKind,
): StoreItemKindHooks {
  const hooks = kinds.get(kind);
  if (!hooks) throw new Error(`No module declares the store item kind "${kind}" (storeItemKinds)`);
  return hooks;
}
