import { csrfHeaderName, csrfHeaderValue, mediaMessages } from '@sideline/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSentRequest, stubXmlHttpRequest } from '../../test/fake-xml-http-request.ts';
import { buildMediaAsset } from '../../test/media-fixtures.ts';
import { ApiError, networkErrorMessage } from '../api-client.ts';
import { uploadMedia } from './upload-media.ts';

afterEach(() => vi.unstubAllGlobals());

const asset = buildMediaAsset();

const crestFile = () => new File([new Uint8Array(10)], 'crest.png', { type: 'image/png' });

describe('uploadMedia', () => {
  it('posts the file with its purpose, title and crop, with the CSRF header and the session cookie', async () => {
    const requests = stubXmlHttpRequest();
    const upload = uploadMedia(crestFile(), {
      purpose: 'logo',
      title: 'crest',
      crop: { x: 10, y: 20, width: 300, height: 200 },
    });
    const request = getSentRequest(requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media');
    expect(request.withCredentials).toBe(true);
    expect(request.headers[csrfHeaderName]).toBe(csrfHeaderValue);
    expect(request.form.get('purpose')).toBe('logo');
    expect(request.form.get('title')).toBe('crest');
    expect(JSON.parse(String(request.form.get('crop')))).toEqual({ x: 10, y: 20, width: 300, height: 200 });
    expect((request.form.get('file') as File).name).toBe('crest.png');

    request.respond(201, { media: asset });
    await expect(upload).resolves.toEqual(asset);
  });

  it('reports the fraction sent as the upload goes', async () => {
    const requests = stubXmlHttpRequest();
    const onProgress = vi.fn();
    const upload = uploadMedia(crestFile(), { purpose: 'image', onProgress });
    getSentRequest(requests).reportProgress(250, 1000);
    getSentRequest(requests).reportProgress(1000, 1000);
    getSentRequest(requests).respond(201, { media: asset });
    await upload;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message for a refused file", async () => {
    const requests = stubXmlHttpRequest();
    const upload = uploadMedia(crestFile(), { purpose: 'image' });
    const message = mediaMessages.notAnImage('crest.png');
    getSentRequest(requests).respond(415, {
      error: { code: 'unsupported_media_type', message, fields: { file: message } },
    });
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(415);
  });

  it('says so when Sideline cannot be reached', async () => {
    const requests = stubXmlHttpRequest();
    const upload = uploadMedia(crestFile(), { purpose: 'image' });
    getSentRequest(requests).failNetwork();
    await expect(upload).rejects.toThrow(networkErrorMessage);
  });

  it('cancels the request when its signal is aborted', async () => {
    const requests = stubXmlHttpRequest();
    const controller = new AbortController();
    const upload = uploadMedia(crestFile(), { purpose: 'image', signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(getSentRequest(requests).isAborted).toBe(true);
  });
});
