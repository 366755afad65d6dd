import { formFieldMessages, formMessages, itemAt } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContentApi, requestsOf } from '../../../test/content-section-fake-api.ts';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { CustomFormsPage, PreDevelopedFormsPage } from './forms-pages.tsx';

function renderAt(path: string, page = <CustomFormsPage />, routePath = '/portal/forms/customforms/*') {
  const fetchMock = fakeContentApi({
    apiPath: '/api/forms',
    records: [],
    toListItem: (record) => ({ id: record.id, title: String(record.title), subtitle: '', imageLink: '' }),
    otherAnswers: {
      '/api/forms/pre-developed': [
        { id: 'pd-tryouts', title: 'Tryouts', description: '', formType: 7, questionCount: 9 },
      ],
      '/api/forms/preview': { html: '<main><h1>Coach applications</h1></main>' },
    },
  });
  renderPortalPage(path, page, { routePath });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Form builder', () => {
  it('says the spec’s empty state', async () => {
    renderAt('/portal/forms/customforms');
    expect(await screen.findByText(formMessages.noneYet)).toBeTruthy();
  });

  it('builds a form question by question and sends it', async () => {
    const fetchMock = renderAt('/portal/forms/customforms/addcustom');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Fall Tryouts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const questions = screen.getByRole('list', { name: 'Questions' });
    const third = itemAt(within(questions).getAllByRole('listitem'), 2);
    fireEvent.change(within(third).getByLabelText(/^Question/), { target: { value: 'Position' } });
    fireEvent.click(within(third).getByRole('button', { name: 'Move “Position” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsOf(fetchMock, 'POST')).toHaveLength(1));
    const [, body] = requestsOf(fetchMock, 'POST')[0] as [
      string,
      { fields: { title: string }[]; formType: number },
    ];
    expect(body.fields.map((f) => f.title)).toEqual(['Full Name', 'Position', 'Email']);
    expect(body.formType).toBe(9);
  });

  it('asks for a file upload, previews the unsaved form as the website shows it, and sends it', async () => {
    const fetchMock = renderAt('/portal/forms/customforms/addcustom');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Coach applications' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    const third = itemAt(within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem'), 2);
    fireEvent.change(within(third).getByLabelText(/^Question/), { target: { value: 'Résumé' } });
    fireEvent.mouseDown(within(third).getByRole('combobox', { name: 'Answer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'File upload' }));
    expect(within(third).queryByLabelText('Example answer (optional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: /Preview/ });
    // The server renders the team's page from the unsaved form; the frame runs and sends nothing.
    const frame = await within(preview).findByTitle('Coach applications on your website');
    expect(frame.getAttribute('srcdoc')).toBe('<main><h1>Coach applications</h1></main>');
    expect(frame.getAttribute('sandbox')).toBe('');
    const [, previewBody] = itemAt(
      requestsOf(fetchMock, 'POST') as [string, { fields: { kind: string }[] }][],
      0,
    );
    expect(previewBody.fields.map((f) => f.kind)).toEqual(['text', 'email', 'file']);
    fireEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsOf(fetchMock, 'POST')).toHaveLength(2));
    const [, body] = requestsOf(fetchMock, 'POST')[1] as [
      string,
      { fields: { title: string; kind: string }[] },
    ];
    expect(body.fields[2]).toMatchObject({ title: 'Résumé', kind: 'file' });
  });

  it('shows the spec’s rule when the submitter’s email question is gone', async () => {
    const fetchMock = renderAt('/portal/forms/customforms/addcustom');
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Quick poll' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Email”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(formFieldMessages.userEmailMissing)).not.toHaveLength(0);
    expect(requestsOf(fetchMock, 'POST')).toEqual([]);
  });

  it('adds a ready-made form of the sport', async () => {
    const fetchMock = renderAt(
      '/portal/forms/predevelopedforms',
      <PreDevelopedFormsPage />,
      '/portal/forms/predevelopedforms/*',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a ready-made form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tryouts' }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, 'POST').map(([url]) => url)).toContain(
        '/api/forms/pre-developed/pd-tryouts/copy',
      ),
    );
  });
});
