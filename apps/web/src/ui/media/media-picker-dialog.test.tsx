import { maxUploadBytes, mediaMessages } from '@sideline/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXmlHttpRequest } from '../../test/fake-xml-http-request.ts';
import { buildMediaAsset } from '../../test/media-fixtures.ts';
import { renderPortalPage } from '../../test/render-portal-page.tsx';
import { MediaPickerDialog } from './media-picker-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const crest = buildMediaAsset({ id: 'media-crest', title: 'Crest' });
const teamPhoto = buildMediaAsset({ id: 'media-photo', title: 'Team photo', width: 2400, height: 1600 });

/** GET /api/media answers the library. */
function mockLibrary() {
  const fetchMock = vi.fn(async (path: string) =>
    path.startsWith('/api/media')
      ? new Response(JSON.stringify({ media: [crest, teamPhoto], nextCursor: null }), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

function renderPicker() {
  const onPick = vi.fn();
  const onClose = vi.fn();
  renderPortalPage(
    '/portal/website/images',
    <MediaPickerDialog
      open
      onClose={onClose}
      onPick={onPick}
      purpose="feature"
      title="Choose the feature image"
    />,
  );
  return { onPick, onClose };
}

const option = (name: RegExp) => screen.getByRole('option', { name });

describe('MediaPickerDialog', () => {
  it("shows the team's library and picks an image with the keyboard", async () => {
    mockLibrary();
    const { onPick, onClose } = renderPicker();
    expect(screen.getByRole('dialog', { name: 'Choose the feature image' })).toBeTruthy();
    const library = await screen.findByRole('listbox', { name: 'Your images' });
    expect(
      within(library)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Crest800 × 600', 'Team photo2400 × 1600']);
    // One option is in the tab order; the arrow keys move the selection.
    expect(option(/^Crest/).tabIndex).toBe(0);
    expect(option(/^Team photo/).tabIndex).toBe(-1);
    option(/^Crest/).focus();
    fireEvent.keyDown(option(/^Crest/), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(option(/^Team photo/));
    expect(option(/^Team photo/).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(option(/^Team photo/), { key: 'Enter' });

    expect(onPick).toHaveBeenCalledWith(teamPhoto);
    expect(onClose).toHaveBeenCalled();
  });

  it('picks the clicked image with "Use image"', async () => {
    mockLibrary();
    const { onPick } = renderPicker();
    const useImage = screen.getByRole('button', { name: 'Use image' }) as HTMLButtonElement;
    expect(useImage.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('option', { name: /^Crest/ }));
    fireEvent.click(useImage);
    expect(onPick).toHaveBeenCalledWith(crest);
  });

  it('uploads several files at once, each with its progress; a refused one shows its message', async () => {
    mockLibrary();
    const requests = stubXmlHttpRequest();
    const { onPick } = renderPicker();
    await screen.findByRole('listbox', { name: 'Your images' });
    const files = [
      new File(['png'], 'new-crest.png', { type: 'image/png' }),
      new File(['text'], 'notes.png', { type: 'image/png' }),
    ];
    fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files } });

    // Two requests at the same time.
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => (r.form.get('file') as File).name)).toEqual(['new-crest.png', 'notes.png']);
    expect(requests[0]?.form.get('purpose')).toBe('feature');
    act(() => requests[0]?.reportProgress(40, 100));
    const progress = screen.getByRole('progressbar', { name: 'Uploading new-crest.png' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('progressbar', { name: 'Uploading notes.png' })).toBeTruthy();

    const refusal = mediaMessages.notAnImage('notes.png');
    const uploaded = buildMediaAsset({ id: 'media-new', title: 'new-crest' });
    act(() => {
      requests[1]?.respond(415, { error: { code: 'unsupported_media_type', message: refusal, fields: {} } });
      requests[0]?.respond(201, { media: uploaded });
    });

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // The new image heads the library, selected, ready to use.
    await waitFor(() => expect(option(/^new-crest/).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('option')[0]).toBe(option(/^new-crest/));
    fireEvent.click(screen.getByRole('button', { name: 'Use image' }));
    expect(onPick).toHaveBeenCalledWith(uploaded);
  });

  it('refuses a file over the size limit without sending it', async () => {
    mockLibrary();
    const requests = stubXmlHttpRequest();
    renderPicker();
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: maxUploadBytes + 1 });
    fireEvent.change(screen.getByLabelText('Images to upload'), { target: { files: [huge] } });

    expect(screen.getByRole('alert').textContent).toBe(mediaMessages.tooLarge('huge.jpg'));
    expect(requests).toHaveLength(0);
  });
});
