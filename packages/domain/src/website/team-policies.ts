import { z } from 'zod';
import { policyKinds } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

export type PolicyKind = (typeof policyKinds)[number];

/** The names of a team's five policies, as the portal and the public /policies page show them. */
export const policyTitles: Readonly<Record<PolicyKind, string>> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  return: 'Return Policy',
  refund: 'Refund Policy',
  shipping: 'Shipping Policy',
};

export const maxPolicyTextLength = 20_000;

export const policyMessages = {
  linkInvalid: (kind: PolicyKind) =>
    `The ${policyTitles[kind]} link must be a full address starting with https:// (or leave it empty)`,
  saved: (count: number) => (count === 1 ? 'Policy saved' : 'Policies saved'),
} as const;

/** One policy: its text (may be empty) and an optional https link to a fuller version. */
export function policySchema(kind: PolicyKind) {
  const field = `${policyTitles[kind]} text`;
  return z.object({
    text: visibleTextSchema({ field, max: maxPolicyTextLength, multiline: true, required: false }).transform(
      (text) => text ?? '',
    ),
    link: z
      .string()
      .trim()
      .max(2000, policyMessages.linkInvalid(kind))
      .refine((link) => link === '' || isHttpsUrl(link), policyMessages.linkInvalid(kind))
      .default(''),
  });
}

/** An https address with a dotted host and no spaces (the domain package has no URL parser). */
function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#][^\s]*)?$/.test(value);
}

/** PUT /api/policies/{kind}: one policy. */
export const policyUpdateSchemas = Object.fromEntries(
  policyKinds.map((kind) => [kind, policySchema(kind)]),
) as { [K in PolicyKind]: ReturnType<typeof policySchema> };

/** PUT /api/policies: all five at once. */
export const policiesUpdateRequestSchema = z.object(policyUpdateSchemas);
export type PoliciesUpdateRequest = z.output<typeof policiesUpdateRequestSchema>;
export type PolicyUpdateRequest = z.output<ReturnType<typeof policySchema>>;
