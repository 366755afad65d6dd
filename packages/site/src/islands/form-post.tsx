import {
  checkFormAnswers,
  formAnswerMessages,
  listGivenAnswers,
  type RawFormAnswers,
} from '@sideline/domain/form-answers';
import { checkChosenFormFile, formFileAccept, formFileMessages } from '@sideline/domain/form-files';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import type { FormConfirmationView, FormPageField, FormPostView } from '../site-view.ts';

/** What the server answers a post from this island. */
type PostAnswer =
  | { status: 'sent'; message: string }
  /** A priced form: the answers are kept with an open checkout; the person pays at `url`. */
  | { status: 'checkout'; message: string; url: string }
  | { status: 'invalid'; fields: Record<string, string>; message: string }
  /** Sent sooner than a person fills a form in: post `fields` again once the person confirms. */
  | { status: 'confirm'; fields: Record<string, string>; message: string }
  | { status: 'error'; message: string };

const fieldId = (field: FormPageField) => `field-${field.id}`;
const errorId = (field: FormPageField) => `field-${field.id}-error`;
const hintId = (field: FormPageField) => `field-${field.id}-hint`;

function FormQuestion({
  field,
  value,
  error,
}: {
  field: FormPageField;
  value: string | undefined;
  error: string | undefined;
}) {
  const id = fieldId(field);
  const describedBy = error ? errorId(field) : undefined;
  const label = (
    <label htmlFor={id}>
      {field.title}
      {field.required ? <span aria-hidden="true"> *</span> : null}
      {field.required ? <span className="visually-hidden"> (required)</span> : null}
    </label>
  );
  const common = {
    id,
    name: field.id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  const message = error ? (
    <p className="field-error" id={errorId(field)}>
      {error}
    </p>
  ) : null;
  switch (field.kind) {
    case 'multiline':
      return (
        <div className="form-field">
          {label}
          <textarea
            {...common}
            rows={field.lines}
            placeholder={field.placeholder}
            defaultValue={value ?? ''}
          />
          {message}
        </div>
      );
    case 'select':
      return (
        <div className="form-field">
          {label}
          <select {...common} defaultValue={value ?? ''}>
            <option value="">Choose…</option>
            {field.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.priceCents > 0
                  ? `${option.title} ($${(option.priceCents / 100).toFixed(2)})`
                  : option.title}
              </option>
            ))}
          </select>
          {message}
        </div>
      );
    case 'file':
      // `value` is set only when the form comes back with messages: the file must be chosen again.
      return (
        <div className="form-field">
          {label}
          <input
            type="file"
            {...common}
            accept={formFileAccept}
            aria-describedby={[hintId(field), describedBy].filter(Boolean).join(' ')}
          />
          <p className="field-hint" id={hintId(field)}>
            {value
              ? `You chose “${value}”: please choose it again before sending. ${formFileMessages.hint}.`
              : `${formFileMessages.hint}.`}
          </p>
          {message}
        </div>
      );
    case 'checkbox':
      return (
        <div className="form-field checkbox">
          <input type="checkbox" {...common} defaultChecked={value === 'on'} />
          {label}
          {message}
        </div>
      );
    default: {
      const type = { email: 'email', phone: 'tel', date: 'date', number: 'number', text: 'text' }[field.kind];
      const autoComplete = field.isUserEmail ? 'email' : field.kind === 'phone' ? 'tel' : undefined;
      return (
        <div className="form-field">
          {label}
          <input
            type={type}
            {...common}
            autoComplete={autoComplete}
            placeholder={field.placeholder}
            defaultValue={value ?? ''}
          />
          {message}
        </div>
      );
    }
  }
}

/** The answers as the server will read them (a file question answers with the file's name). */
function readAnswers(data: FormData): { raw: RawFormAnswers; fileErrors: Record<string, string> } {
  const raw: RawFormAnswers = {};
  const fileErrors: Record<string, string> = {};
  for (const [name, value] of data) {
    if (typeof value === 'string') raw[name] = value;
    else {
      raw[name] = value.name;
      const error = value.name ? checkChosenFormFile(value) : undefined;
      if (error) fileErrors[name] = error;
    }
  }
  return { raw, fileErrors };
}

/**
 * A team's public form. Without script it is a plain POST to its own page (the server answers
 * with the thank-you page, or the form again with its messages). Hydrated, it checks the answers
 * with the domain's checker before sending, posts them with fetch, and shows the messages or the
 * thank-you in place, moving focus to what needs reading.
 */
export function FormPost({ form }: { form: FormPostView }) {
  const [errors, setErrors] = useState(form.errors);
  const [formError, setFormError] = useState(form.formError);
  const [sentMessage, setSentMessage] = useState(form.sentMessage);
  const [confirmation, setConfirmation] = useState(form.confirmation);
  const [isSending, setIsSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const isMultipart = form.fields.some((field) => field.kind === 'file');

  const showErrors = (fields: Record<string, string>, message: string) => {
    setConfirmation(null);
    setErrors(fields);
    setFormError(message);
    const first = form.fields.find((field) => fields[field.id]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const send = async (data: FormData, raw: RawFormAnswers) => {
    setIsSending(true);
    try {
      // Multipart, as without script, so file questions send their files.
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: data,
      });
      const answer = (await response.json()) as PostAnswer;
      if (answer.status === 'sent') {
        setConfirmation(null);
        setSentMessage(answer.message);
        requestAnimationFrame(() => sentRef.current?.focus());
      } else if (answer.status === 'checkout') {
        setConfirmation(null);
        setSentMessage(answer.message);
        window.location.assign(answer.url);
      } else if (answer.status === 'confirm') {
        setConfirmation({
          message: answer.message,
          fields: answer.fields,
          answers: listGivenAnswers(form.fields, raw),
        });
        requestAnimationFrame(() => confirmRef.current?.focus());
      } else if (answer.status === 'invalid') showErrors(answer.fields, answer.message);
      else showErrors({}, answer.message);
    } catch {
      showErrors({}, formAnswerMessages.failed);
    } finally {
      setIsSending(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { raw, fileErrors } = readAnswers(data);
    const errors = { ...checkFormAnswers(form.fields, raw).errors, ...fileErrors };
    if (Object.keys(errors).length > 0) {
      showErrors(errors, formAnswerMessages.summary);
      return;
    }
    await send(data, raw);
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await send(data, readAnswers(data).raw);
  };

  if (sentMessage) {
    return (
      <div className="form-sent" role="status">
        <h2 ref={sentRef} tabIndex={-1}>
          {sentMessage}
        </h2>
        <p>A copy of your answers is on its way to your inbox.</p>
      </div>
    );
  }
  if (confirmation) {
    return (
      <FormConfirmation
        action={form.action}
        isMultipart={isMultipart}
        confirmation={confirmation}
        isSending={isSending}
        messageRef={confirmRef}
        onSubmit={onConfirm}
      />
    );
  }
  return (
    <form
      ref={formRef}
      className="site-form"
      method="post"
      action={form.action}
      encType={isMultipart ? 'multipart/form-data' : undefined}
      aria-label={form.title}
      noValidate
      onSubmit={onSubmit}
    >
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {form.isPaid ? <p className="notice">{formAnswerMessages.paidNotice}</p> : null}
      <fieldset>
        <legend className="visually-hidden">{form.title}</legend>
        {form.fields.map((field) => (
          <FormQuestion key={field.id} field={field} value={form.values[field.id]} error={errors[field.id]} />
        ))}
        {/* People never see this field; bots that fill every field give themselves away. */}
        <div className="form-trap" aria-hidden="true">
          <label htmlFor="field-trap">Leave this empty</label>
          <input id="field-trap" type="text" name={form.honeypotField} tabIndex={-1} autoComplete="off" />
        </div>
        <input type="hidden" name={form.startedField} value={form.startedToken} />
      </fieldset>
      <button type="submit" className="button" disabled={isSending}>
        {isSending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

/**
 * A post sent sooner than a person fills the form in (browser autofill) is not dropped: the
 * person reads their answers back and sends them with one click. Without script this is a plain
 * form of hidden fields posting to the same page; the server holds any file meanwhile.
 */
function FormConfirmation({
  action,
  isMultipart,
  confirmation,
  isSending,
  messageRef,
  onSubmit,
}: {
  action: string;
  isMultipart: boolean;
  confirmation: FormConfirmationView;
  isSending: boolean;
  messageRef: RefObject<HTMLParagraphElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      className="site-form form-confirm"
      method="post"
      action={action}
      encType={isMultipart ? 'multipart/form-data' : undefined}
      aria-labelledby="form-confirm-message"
      onSubmit={onSubmit}
    >
      <p id="form-confirm-message" className="notice" role="status" ref={messageRef} tabIndex={-1}>
        {confirmation.message}
      </p>
      <dl className="form-confirm-answers">
        {confirmation.answers.map(({ question, answer }, index) => (
          // Two questions may share a title; their order does not change while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <div key={index}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      {Object.entries(confirmation.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button" disabled={isSending}>
        {isSending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
