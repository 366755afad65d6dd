import { pricedFormMessages } from '@sideline/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { RegistrationFormsPage } from './registration-forms-page.tsx';

function stubForms(forms: unknown[]) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/forms/priced'
      ? new Response(JSON.stringify(forms), { status: 200 })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Registration Forms (store)', () => {
  it('says No forms created yet and offers to make a priced form in the builder', async () => {
    stubForms([]);
    renderPortalPage('/portal/store/forms', <RegistrationFormsPage />);
    expect(await screen.findByText(pricedFormMessages.noneYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: /New priced form/ }).getAttribute('href')).toBe(
      '/portal/forms/playerdues/addcustom',
    );
  });

  it('lists each priced form with its price, submissions by payment and its links', async () => {
    stubForms([
      {
        id: 'f1',
        title: 'Spring registration',
        slug: 'spring-registration',
        formType: 11,
        published: true,
        minPriceCents: 5000,
        maxPriceCents: 12_500,
        submissions: { paid: 3, pending: 1, abandoned: 2 },
      },
      {
        id: 'f2',
        title: 'Booster donation',
        slug: 'donate',
        formType: 13,
        published: false,
        minPriceCents: null,
        maxPriceCents: null,
        submissions: { paid: 0, pending: 0, abandoned: 0 },
      },
    ]);
    renderPortalPage('/portal/store/forms', <RegistrationFormsPage />);
    const spring = await screen.findByRole('listitem', { name: 'Spring registration' });
    expect(within(spring).getByText('$50.00 – $125.00')).toBeTruthy();
    expect(
      within(spring).getByText('Custom Player Dues/Registration · /forms/spring-registration'),
    ).toBeTruthy();
    expect(within(spring).getByText('3 paid')).toBeTruthy();
    expect(within(spring).getByText('1 pending')).toBeTruthy();
    expect(within(spring).getByText('2 abandoned')).toBeTruthy();
    expect(
      within(spring)
        .getByRole('link', { name: /Edit in the form builder/ })
        .getAttribute('href'),
    ).toBe('/portal/forms/playerdues/f1');
    expect(
      within(spring)
        .getByRole('link', { name: /Submissions/ })
        .getAttribute('href'),
    ).toBe('/portal/forms/formssubmitted?formId=f1');
    const donation = screen.getByRole('listitem', { name: 'Booster donation' });
    expect(within(donation).getByText('No price set')).toBeTruthy();
    expect(within(donation).getByText('Hidden')).toBeTruthy();
    expect(screen.queryByText(pricedFormMessages.noneYet)).toBeNull();
  });
});
