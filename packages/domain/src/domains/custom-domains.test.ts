import { describe, expect, it } from 'vitest';
import {
  customDomainDnsRecords,
  customDomainHosts,
  customDomainRequestSchema,
  domainEmailFormSchema,
  domainEmailRequestSchema,
  domainMessages,
  isPlatformDomain,
  type ParsedDomain,
  parseDomainName,
} from './custom-domains.ts';

function parsed(input: string): ParsedDomain {
  const result = parseDomainName(input);
  if ('problem' in result) throw new Error(result.problem);
  return result.domain;
}

describe('custom domain names', () => {
  it('normalizes what people paste: scheme, path, port, case and a trailing dot', () => {
    expect(parsed(' HTTPS://www.HawksHockey.org:443/roster?x=1 ')).toEqual({
      host: 'www.hawkshockey.org',
      registrable: 'hawkshockey.org',
      isApexPair: true,
    });
    expect(parsed('hawkshockey.org.').host).toBe('hawkshockey.org');
  });

  it('knows a registrable domain under a two-label suffix and a subdomain', () => {
    expect(parsed('www.hawks.co.uk')).toMatchObject({ registrable: 'hawks.co.uk', isApexPair: true });
    expect(parsed('hockey.state.edu')).toEqual({
      host: 'hockey.state.edu',
      registrable: 'state.edu',
      isApexPair: false,
    });
  });

  it('refuses what is not a domain with a message saying what to enter', () => {
    expect(parseDomainName('')).toEqual({ problem: domainMessages.domainMissing });
    for (const bad of [
      'localhost',
      'hawks',
      '192.168.1.10',
      'co.uk',
      '-hawks.org',
      'hawks_.org',
      'a..b.org',
    ]) {
      expect(parseDomainName(bad), bad).toEqual({ problem: domainMessages.domainInvalid });
    }
    expect(parseDomainName(`${'a'.repeat(250)}.org`)).toEqual({ problem: domainMessages.domainTooLong });
  });

  it('tells the platform’s own domain from a custom one', () => {
    expect(isPlatformDomain('hawks.sideline.app', 'sideline.app')).toBe(true);
    expect(isPlatformDomain('sideline.app', 'sideline.app')).toBe(true);
    expect(isPlatformDomain('notsideline.app', 'sideline.app')).toBe(false);
  });

  it('pairs the apex and www, one answering and the other redirecting; a subdomain stands alone', () => {
    expect(customDomainHosts(parsed('hawks.org'), 'www')).toEqual({
      primaryHost: 'www.hawks.org',
      alternateHost: 'hawks.org',
    });
    expect(customDomainHosts(parsed('www.hawks.org'), 'apex')).toEqual({
      primaryHost: 'hawks.org',
      alternateHost: 'www.hawks.org',
    });
    expect(customDomainHosts(parsed('hockey.state.edu'), 'apex')).toEqual({
      primaryHost: 'hockey.state.edu',
      alternateHost: null,
    });
  });

  it('lists the TXT record first, then an A record for the apex and a CNAME for www', () => {
    const domain = parsed('hawks.org');
    const records = customDomainDnsRecords({
      domain,
      hosts: customDomainHosts(domain, 'www'),
      token: 'tok123',
      targets: { cnameTarget: 'sites.sideline.app', apexAddress: '203.0.113.7' },
    });
    expect(records.map(({ type, name, value }) => ({ type, name, value }))).toEqual([
      { type: 'TXT', name: '_sideline-challenge.hawks.org', value: 'tok123' },
      { type: 'CNAME', name: 'www.hawks.org', value: 'sites.sideline.app' },
      { type: 'A', name: 'hawks.org', value: '203.0.113.7' },
    ]);
    const sub = parsed('hockey.state.edu');
    expect(
      customDomainDnsRecords({
        domain: sub,
        hosts: customDomainHosts(sub, 'www'),
        token: 't',
        targets: { cnameTarget: 'sites.sideline.app', apexAddress: '203.0.113.7' },
      }).map((record) => `${record.type} ${record.name}`),
    ).toEqual(['TXT _sideline-challenge.hockey.state.edu', 'CNAME hockey.state.edu']);
  });

  it('validates the request bodies with field messages', () => {
    expect(customDomainRequestSchema.parse({ domain: 'https://Hawks.org/' })).toEqual({
      domain: 'hawks.org',
      primary: 'www',
    });
    const missing = customDomainRequestSchema.safeParse({ domain: ' ' });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['domain'],
      message: domainMessages.domainMissing,
    });
    expect(
      domainEmailRequestSchema.parse({
        domain: 'hawks.org',
        mailboxes: [' President ', 'coach', 'president', ''],
      }).mailboxes,
    ).toEqual(['president', 'coach']);
    expect(
      domainEmailRequestSchema.safeParse({ domain: 'hawks.org', mailboxes: [] }).error?.issues[0]?.message,
    ).toBe(domainMessages.mailboxesMissing);
    expect(
      domainEmailRequestSchema.safeParse({ domain: 'hawks.org', mailboxes: ['coach@hawks.org'] }).error
        ?.issues[0]?.message,
    ).toBe(domainMessages.mailboxInvalid);
  });
});

describe('the domain email form', () => {
  it('reads mailbox names typed in one field', () => {
    expect(
      domainEmailFormSchema.parse({ domain: 'hawks.org', mailboxes: 'President, coach;  treasurer ' })
        .mailboxes,
    ).toEqual(['president', 'coach', 'treasurer']);
    expect(
      domainEmailFormSchema.safeParse({ domain: 'hawks.org', mailboxes: ' ' }).error?.issues[0],
    ).toMatchObject({
      path: ['mailboxes'],
      message: domainMessages.mailboxesMissing,
    });
  });
});
