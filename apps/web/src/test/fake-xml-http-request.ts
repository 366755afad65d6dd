import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: it keeps every request made, and the
 * test reports upload progress, answers, or fails each one.
 */
export class FakeXmlHttpRequest {
  static requests: FakeXmlHttpRequest[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null | undefined = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  isAborted = false;

  constructor() {
    FakeXmlHttpRequest.requests.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }

  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The multipart body's fields, as sent. */
  get form(): FormData {
    return this.body as FormData;
  }

  reportProgress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}

/** Installs the stand-in as the global XMLHttpRequest for this test; undo with vi.unstubAllGlobals. */
export function stubXmlHttpRequest(): typeof FakeXmlHttpRequest.requests {
  FakeXmlHttpRequest.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXmlHttpRequest);
  return FakeXmlHttpRequest.requests;
}

/** The request made `index`-th (0 first); fails the test when there is none. */
export function getSentRequest(requests: FakeXmlHttpRequest[], index = 0): FakeXmlHttpRequest {
  const request = requests[index];
  if (!request) throw new Error(`request ${index} was not sent (${requests.length} were)`);
  return request;
}
