import { type contactRequestSchema, accountMessages as m } from '@sideline/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { contactMessages } from '../../db/schema/platform.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import { contactMessageMail } from './contact-mail-templates.ts';

export type ContactInput = z.output<typeof contactRequestSchema>;

/** The error toast of a failed contact message, with the address to write to instead. */
export function contactErrorMessage(supportEmail: string): string {
  return m.contactError.replace('{email}', supportEmail);
}

/** Contact page messages: stored, and mailed to support in the same transaction. */
export function createContactService(deps: {
  db: Db;
  config: AppConfig;
  now: () => Date;
  log?: (message: string, error: unknown) => void;
}) {
  const { db, config } = deps;
  return {
    async send(input: ContactInput): Promise<{ message: string }> {
      const teamName = input.teamName ?? '';
      try {
        await db.transaction(async (tx) => {
          const [stored] = await tx
            .insert(contactMessages)
            .values({ name: input.name, email: input.email, teamName, message: input.message })
            .returning({ id: contactMessages.id });
          await enqueueMail(
            tx,
            {
              ...contactMessageMail({
                name: input.name,
                email: input.email,
                teamName,
                message: input.message,
              }),
              from: config.mailFrom,
              to: [config.supportEmail],
              replyTo: input.email,
              reference: requireRow(stored, 'contactMessages').id,
            },
            deps.now(),
          );
        });
      } catch (error) {
        deps.log?.('contact: storing the message failed', error);
        throw new AppError('internal', contactErrorMessage(config.supportEmail));
      }
      return { message: m.contactThanks };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
