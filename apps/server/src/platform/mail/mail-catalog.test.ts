import { describe, expect, it } from 'vitest';
import { serverModules } from '../../modules/registry.ts';
import { defineServerModule } from '../server-module.ts';
import { gatherMailTemplates } from './mail-catalog.ts';
import { defineMailTemplate, mailBody, p } from './mail-layout.ts';

describe('gatherMailTemplates', () => {
  it("gathers every area's templates from the registry, each under the area that declares it", () => {
    const catalog = gatherMailTemplates(serverModules);
    expect(Object.fromEntries([...catalog].map(([id, { area }]) => [id, area]))).toEqual({
      'email-verification': 'accounts',
      welcome: 'accounts',
      'new-team-notification': 'accounts',
      'password-reset': 'accounts',
      'email-change-verification': 'accounts',
      'email-change-notice': 'accounts',
      'sign-in-cool-down': 'accounts',
      'sign-in-notification': 'accounts',
      'contact-message': 'contact',
      'form-confirmation': 'form-submissions',
      'form-notification': 'form-submissions',
      'form-reply': 'form-submissions',
      'subscription-renewal-reminder': 'subscriptions',
      'subscription-domain-registration-failed': 'subscriptions',
      'subscription-domain-being-set-up': 'subscriptions',
      'store-order-receipt': 'store',
      'store-order-notification': 'store',
      'team-data-export-ready': 'team-data',
      'ticket-holders-change': 'tickets',
      'agreement-signed-notification': 'agreements',
      'domain-connected': 'domains',
      'domain-request-domain': 'domains',
      'domain-request-email': 'domains',
      'domain-request-received-domain': 'domains',
      'domain-request-received-email': 'domains',
      'marketplace-vendor-interest': 'marketplace',
      'marketplace-vendor-interest-copy': 'marketplace',
      'referral-reward-earned': 'referral-rewards',
      'store-order-shipped': 'store-admin',
      'store-order-cancelled': 'store-admin',
      'store-order-reinstated': 'store-admin',
      'store-order-refunded': 'store-admin',
    });
  });

  it('refuses two areas declaring one template id, naming both', () => {
    const note = (area: string) =>
      defineServerModule({
        name: area,
        mails: [
          defineMailTemplate('note', (v: { text: string }) => mailBody('Note', 'Note', [p(v.text)], v)),
        ],
      });
    expect(() => gatherMailTemplates([note('store'), note('tickets')])).toThrow(
      'The mail template "note" is declared by module "store" and module "tickets": give one of them another id',
    );
  });
});
