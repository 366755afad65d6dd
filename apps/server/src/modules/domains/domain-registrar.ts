import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { DomainRegistrantContact } from '../../db/schema/domains.ts';
import { isDomainRegistered } from './domains.repository.ts';

/** What a registrar answered to a registration or a renewal. */
export interface RegistrarResult {
  /** The registrar's id of the registration. */
  reference: string;
  expiresAt: Date;
}

/**
 * A domain registrar, as Sideline uses one for the domain subscription: look a name up, register
 * it for a number of years with the team's contact, renew it. The registrar's name servers serve
 * the records that point the domain here, so the admin does no DNS work.
 */
export interface DomainRegistrar {
  readonly name: string;
  isAvailable(domain: string): Promise<boolean>;
  /** `idempotencyKey`: a retried call with the same key registers once (a real registrar's order id). */
  register(input: {
    domain: string;
    contact: DomainRegistrantContact;
    years: number;
    idempotencyKey: string;
  }): Promise<RegistrarResult>;
  renew(input: {
    domain: string;
    reference: string;
    currentExpiry: Date;
    years: number;
    idempotencyKey: string;
  }): Promise<RegistrarResult>;
}

const yearsLater = (from: Date, years: number) => {
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
};

/**
 * The sandbox registrar (the default, like the sandbox payment provider): nothing leaves the
 * machine. A name is available unless someone registered it through Sideline already; registering
 * answers a local reference and an expiry `years` from now. The fulfilment record the domains
 * service writes is what an operator would hand a real registrar.
 */
export function createSandboxRegistrar(deps: { db: DbOrTx; now: () => Date }): DomainRegistrar {
  return {
    name: 'sandbox',
    async isAvailable(domain) {
      return !(await isDomainRegistered(deps.db, domain));
    },
    async register({ years }) {
      return { reference: `sandbox-${randomUUID()}`, expiresAt: yearsLater(deps.now(), years) };
    },
    async renew({ reference, currentExpiry, years }) {
      return { reference, expiresAt: yearsLater(currentExpiry, years) };
    },
  };
}
