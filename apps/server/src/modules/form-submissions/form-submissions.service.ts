import { randomUUID } from 'node:crypto';
import {
  checkFormAnswers,
  checkoutMessages,
  describeChosenPrices,
  type FormField,
  findSubmitterEmail,
  findSubmitterName,
  formatCents,
  formFileMessages,
  formSpamRules,
  type RawFormAnswers,
  type SubmittedFormAnswer,
  sumChosenPrices,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { type FileStorage, newTeamFileKey } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { StoreService } from '../store/store.service.ts';
import type { StoreItemKindHooks } from '../store/store-item-kinds.ts';
import { type PreparedFormFile, prepareFormFile } from './form-file-content.ts';
import type { FormStartTokens } from './form-start-token.ts';
import {
  createFormSubmissionsRepository,
  type FormRow,
  heldFileMark,
} from './form-submissions.repository.ts';
import { type HeldFileSeals, heldFileFieldPrefix } from './held-form-files.ts';
import type { SubmissionMails } from './submission-mails.ts';

export interface FormPost {
  formSlug: string;
  raw: RawFormAnswers;
  /** Files of a multipart post, by question id. */
  files?: Record<string, ReceivedFormFile>;
  /** The client's address, for the per-address limit. */
  clientAddress: string;
}

export interface ReceivedFormFile {
  /** As shown and kept (see toShownFileName). */
  fileName: string;
  size: number;
  /** Cut off at the size limit. */
  truncated: boolean;
  /** The bytes (they wait on disk while the post is read and checked). */
  read(): Promise<Buffer>;
}

/** A file question's answer ready to record: new bytes to store, or a file held for a confirmation. */
type CheckedUpload = { fieldId: string; fileName: string } & (
  | ({ held: false } & PreparedFormFile)
  | { held: true; key: string; contentType: string }
);

export type FormPostOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; form: FormRow; errors: Record<string, string> }
  | { kind: 'too-many' }
  /**
   * Sent sooner than a person fills the form in (browser autofill does): nothing is recorded yet;
   * the person confirms with one click, posting the confirmation's fields again.
   */
  | { kind: 'confirm'; form: FormRow; confirmation: FormConfirmation }
  /** Also what a bot is told: it learns nothing from being ignored. */
  | { kind: 'sent'; form: FormRow }
  /** A priced form: the submission waits, `pending`, with its order; the person goes to pay at `url`. */
  | { kind: 'checkout'; form: FormRow; url: string }
  /** A priced form the team cannot take payment for now: nothing is stored. */
  | { kind: 'refused'; form: FormRow; message: string };

/** What a priced form's submission needs of the store (its checkout), resolved when first used. */
export type FormCheckout = Pick<
  StoreService,
  'formCheckoutRefusal' | 'createFormOrder' | 'openOrderCheckout'
>;

export interface FormConfirmation {
  /** Hidden fields of the confirmation: the answers, a confirmation stamp, `held-{id}` per held file. */
  fields: Record<string, string>;
  /** The held files' names by question id, to say they are attached. */
  fileNames: Record<string, string>;
}

/**
 * Public form posts (issue 9 "Forms and submissions"): spam defence (honeypot, minimum fill time,
 * a limit per client address), the domain's answer check, and, in one transaction, the stored
 * submission with the confirmation to the submitter and the notification to the team.
 */
export function createFormSubmissionsService(deps: {
  db: Db;
  storage: FileStorage;
  rateLimiter: RateLimiter;
  startTokens: FormStartTokens;
  mails: SubmissionMails;
  heldFileSeals: HeldFileSeals;
  /** The store's checkout (the store module comes later in the registry, so it is asked at use). */
  checkout: () => FormCheckout;
  now: () => Date;
}) {
  const { now } = deps;

  /**
   * The confirmation to the submitter and the notification to the team's recipients (Forms →
   * Emails, and the people the form names), in the transaction that stores or pays the submission.
   */
  async function queueSubmissionMails(
    tx: DbOrTx,
    scope: TeamScope,
    input: {
      form: Pick<FormRow, 'title' | 'notificationEmails'>;
      submissionId: string;
      submitter: string | null;
      answers: readonly Pick<SubmittedFormAnswer, 'title' | 'value'>[];
      paymentNote: string;
    },
  ): Promise<void> {
    const repository = createFormSubmissionsRepository(tx, scope);
    const team = await repository.findTeamContacts();
    const recipients = [
      ...new Set(
        [...team.form.emails.map((entry) => entry.email), ...input.form.notificationEmails].filter(Boolean),
      ),
    ];
    const confirmationMailId = await deps.mails.enqueueForSubmission(tx, {
      teamId: scope.teamId,
      team,
      submissionId: input.submissionId,
      submitter: input.submitter,
      recipients,
      values: {
        teamName: team.name,
        formTitle: input.form.title,
        answers: input.answers.map(({ title, value }) => ({ title, value })),
        paymentNote: input.paymentNote,
      },
    });
    if (confirmationMailId) await repository.setConfirmationMail(input.submissionId, confirmationMailId);
  }

  /**
   * The store's `form` order lines: paid → the submission is `paid` and its mails go out (a
   * priced submission is announced only with its payment); abandoned → `abandoned`, no mail.
   */
  const storeItemKind: StoreItemKindHooks = {
    async fulfil({ tx, scope, order, items }) {
      const repository = createFormSubmissionsRepository(tx, scope);
      for (const item of items) {
        if (!item.submittedFormId) throw new Error(`Form line ${item.id} has no submission`);
        const submission = await repository.setPaymentStatus(item.submittedFormId, 'paid');
        if (!submission) continue;
        const form = item.formId ? await repository.findFormById(item.formId) : undefined;
        await queueSubmissionMails(tx, scope, {
          form: form ?? { title: item.name, notificationEmails: [] },
          submissionId: submission.id,
          submitter: submission.emails[0] ?? null,
          answers: submission.otherOptions,
          paymentNote: `Paid: ${formatCents(item.totalCents)} (order ${order.orderNumber}).`,
        });
      }
    },
    async abandon({ tx, scope, items }) {
      const repository = createFormSubmissionsRepository(tx, scope);
      for (const item of items) {
        if (item.submittedFormId) await repository.setPaymentStatus(item.submittedFormId, 'abandoned');
      }
    },
  };

  /**
   * A file question's answer is the name of a file that really came with the post, or of one the
   * server holds for this team's confirmation (a typed value claiming one is ignored); files too
   * large or not of an accepted kind get their message.
   */
  async function checkUploads(
    repository: FormSubmissionsRepository,
    scope: TeamScope,
    fields: readonly FormField[],
    post: FormPost,
  ) {
    const raw: RawFormAnswers = { ...post.raw };
    const errors: Record<string, string> = {};
    const uploads: CheckedUpload[] = [];
    for (const field of fields) {
      if (field.kind !== 'file') continue;
      const file = post.files?.[field.id];
      const heldKey = file
        ? null
        : deps.heldFileSeals.open(scope.teamId, post.raw[`${heldFileFieldPrefix}${field.id}`]);
      const held = heldKey ? await repository.findHeldFile(heldKey) : undefined;
      raw[field.id] = file?.fileName ?? held?.metadata.title ?? '';
      if (held) {
        uploads.push({ fieldId: field.id, fileName: held.metadata.title ?? '', held: true, ...held });
        continue;
      }
      if (!file) continue;
      if (file.truncated) {
        errors[field.id] = formFileMessages.tooLarge(file.fileName);
        continue;
      }
      const prepared = await prepareFormFile(file.fileName, await file.read());
      if (prepared) uploads.push({ fieldId: field.id, fileName: file.fileName, held: false, ...prepared });
      else errors[field.id] = formFileMessages.wrongType(file.fileName);
    }
    return { raw, errors, uploads };
  }

  /** The new files' bytes go to storage before the transaction that records them. */
  async function storeUploads(scope: TeamScope, uploads: CheckedUpload[]) {
    return Promise.all(
      uploads.map(async (upload) => {
        if (upload.held) return { ...upload, id: '', size: 0 };
        const key = newTeamFileKey(scope.teamId, upload.extension);
        await deps.storage.put(key, upload.data, upload.contentType);
        return { ...upload, key, id: randomUUID(), size: upload.data.length };
      }),
    );
  }

  /** The private file rows of stored uploads (held ones carry the held mark until confirmed). */
  function toFileRows(
    stored: Awaited<ReturnType<typeof storeUploads>>,
    team: { name: string; organizationId: string; organizationName: string | null },
    scope: TeamScope,
    extra: Record<string, string> = {},
  ) {
    return stored
      .filter((file) => !file.held)
      .map((file) => ({
        key: file.key,
        contentType: file.contentType,
        size: file.size,
        metadata: {
          id: file.id,
          title: file.fileName,
          teamId: scope.teamId,
          teamName: team.name,
          organizationId: team.organizationId,
          organizationName: team.organizationName ?? '',
          ...extra,
        },
      }));
  }

  /**
   * A too-fast post: its new files are kept as held private files of the team, and the person
   * gets the answers back to confirm with a confirmation stamp.
   */
  async function holdForConfirmation(
    scope: TeamScope,
    repository: FormSubmissionsRepository,
    post: FormPost,
    uploads: CheckedUpload[],
  ): Promise<FormConfirmation> {
    const team = await repository.findTeamContacts();
    const stored = await storeUploads(scope, uploads);
    try {
      await repository.insertPrivateFiles(toFileRows(stored, team, scope, { [heldFileMark]: 'true' }));
    } catch (error) {
      await Promise.all(stored.filter((file) => !file.held).map((file) => deps.storage.delete(file.key)));
      throw error;
    }
    const fileFieldIds = new Set(uploads.map((upload) => upload.fieldId));
    const typed = Object.entries(post.raw).filter(
      ([name]) =>
        name !== formSpamRules.startedField &&
        name !== formSpamRules.honeypotField &&
        !name.startsWith(heldFileFieldPrefix) &&
        !fileFieldIds.has(name),
    );
    return {
      fields: {
        ...Object.fromEntries(typed),
        ...Object.fromEntries(
          stored.map((file) => [
            `${heldFileFieldPrefix}${file.fieldId}`,
            deps.heldFileSeals.seal(scope.teamId, file.key),
          ]),
        ),
        [formSpamRules.startedField]: deps.startTokens.issueConfirmation(now()),
      },
      fileNames: Object.fromEntries(stored.map((file) => [file.fieldId, file.fileName])),
    };
  }

  return {
    storeItemKind,

    /** Whether a form answers posts here: the route asks before it reads a post's body. */
    async isOpen(scope: TeamScope, formSlug: string): Promise<boolean> {
      const repository = createFormSubmissionsRepository(deps.db, scope);
      return Boolean(await repository.findPublicForm(formSlug));
    },

    async submit(scope: TeamScope, post: FormPost): Promise<FormPostOutcome> {
      const repository = createFormSubmissionsRepository(deps.db, scope);
      const form = await repository.findPublicForm(post.formSlug);
      if (!form) return { kind: 'not-found' };
      // Only a filled trap or a forged stamp is a bot's; a post too soon is a person's to confirm.
      const stamp = deps.startTokens.check(post.raw[formSpamRules.startedField], now());
      const isBot = Boolean(post.raw[formSpamRules.honeypotField]?.trim()) || stamp === 'invalid';
      if (isBot) return { kind: 'sent', form };

      const received = await checkUploads(repository, scope, form.fields, post);
      const checked = checkFormAnswers(form.fields, received.raw);
      const errors = { ...checked.errors, ...received.errors };
      if (Object.keys(errors).length > 0) return { kind: 'invalid', form, errors };
      if (stamp === 'too-fast') {
        return {
          kind: 'confirm',
          form,
          confirmation: await holdForConfirmation(scope, repository, post, received.uploads),
        };
      }
      const limit = await deps.rateLimiter.hit(
        `form-post:${scope.teamId}:${post.clientAddress}`,
        formSpamRules.perAddress,
      );
      if (!limit.allowed) return { kind: 'too-many' };

      const submitter = findSubmitterEmail(form.fields, post.raw);
      // The price is the form's: the post names choices, never amounts.
      const amountCents = sumChosenPrices(form.fields, post.raw);
      const needsCheckout = amountCents > 0;
      if (needsCheckout) {
        const refusal =
          (await deps.checkout().formCheckoutRefusal(scope)) ??
          (submitter ? null : checkoutMessages.enterEmail);
        if (refusal) return { kind: 'refused', form, message: refusal };
      }
      const team = await repository.findTeamContacts();
      const stored = await storeUploads(scope, received.uploads);
      const answers = checked.answers.map((answer) => {
        const upload = stored.find((file) => file.fieldId === answer.id);
        return upload ? { ...answer, fileKey: upload.key } : answer;
      });
      let order: Awaited<ReturnType<FormCheckout['createFormOrder']>> | null = null;
      try {
        await deps.db.transaction(async (tx) => {
          const inTx = createFormSubmissionsRepository(tx, scope);
          await inTx.insertPrivateFiles(toFileRows(stored, team, scope));
          await inTx.keepHeldFiles(stored.filter((file) => file.held).map((file) => file.key));
          const submission = await inTx.insert({
            formId: form.id,
            formType: form.formType,
            emails: submitter ? [submitter] : [],
            otherOptions: answers,
            paymentStatus: needsCheckout ? 'pending' : 'none',
            amountCents,
            sportsType: team.sportsType,
          });
          if (needsCheckout && submitter) {
            // Stored only with its order: the mails wait for the payment (the `form` kind's fulfil).
            order = await deps.checkout().createFormOrder(tx, scope, {
              buyer: { name: findSubmitterName(form.fields, post.raw), email: submitter },
              formId: form.id,
              submittedFormId: submission.id,
              name: [form.title, ...describeChosenPrices(form.fields, post.raw)].join(': '),
              amountCents,
            });
            await inTx.setOrder(submission.id, order.id);
            return;
          }
          await queueSubmissionMails(tx, scope, {
            form,
            submissionId: submission.id,
            submitter,
            answers: checked.answers,
            paymentNote: '',
          });
        });
      } catch (error) {
        // Nothing was recorded, so no newly stored file may stay behind (held ones wait for a retry).
        await Promise.all(stored.filter((file) => !file.held).map((file) => deps.storage.delete(file.key)));
        throw error;
      }
      if (order) {
        // A provider that fails here ends the order `failed` and the submission `abandoned`.
        const { url } = await deps.checkout().openOrderCheckout(scope, order);
        return { kind: 'checkout', form, url };
      }
      return { kind: 'sent', form };
    },
  };
}

export type FormSubmissionsService = ReturnType<typeof createFormSubmissionsService>;
type FormSubmissionsRepository = ReturnType<typeof createFormSubmissionsRepository>;
