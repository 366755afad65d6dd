import { accountMessages, ageTypeLabels, describeTimeZone, getSportsTypeDisplayName } from '@sideline/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordRulesText } from './password-strength-hint.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function renderForm(onSubmit = vi.fn(async () => {})) {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <SignUpForm onSubmit={onSubmit} referral="friend42" />
      </SnackbarProvider>
    </MemoryRouter>,
  );
  return onSubmit;
}

function chooseOption(fieldName: string, optionName: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(fieldName) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: optionName }));
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fillValidForm() {
  fireEvent.change(input(/^First name/), { target: { value: 'Alex' } });
  fireEvent.change(input(/^Last name/), { target: { value: 'Morgan' } });
  fireEvent.change(input(/^Email/), { target: { value: 'alex@northfield.test' } });
  fireEvent.change(input(/^Confirm email/), { target: { value: 'alex@northfield.test' } });
  fireEvent.change(input(/^Password/), { target: { value: 'goal123' } });
  fireEvent.change(input(/^Organization name/), { target: { value: 'Northfield University' } });
  fireEvent.change(input(/^Team name/), { target: { value: 'Northfield Hockey' } });
  chooseOption('Sport', getSportsTypeDisplayName('WOMENSICEHOCKEY'));
  chooseOption('Age category', ageTypeLabels.COLLEGIATE);
  fireEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

afterEach(cleanup);

describe('SignUpForm', () => {
  it('shows the password rules under the password field', () => {
    renderForm();
    const describedBy = input(/^Password/).getAttribute('aria-describedby') ?? '';
    const description = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(description.join(' ')).toContain(passwordRulesText);
  });

  it('shows how strong the password is as it is typed', async () => {
    renderForm();
    fireEvent.change(input(/^Password/), { target: { value: 'password1' } });
    expect((await screen.findByText('Too common')).closest('p')?.textContent).toContain(
      'This is a commonly used password.',
    );
    fireEvent.change(input(/^Password/), { target: { value: 'Harbor Hawks skate fast' } });
    expect(await screen.findByText('Strong')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Strength of the new password' })
        .getAttribute('aria-valuetext'),
    ).toBe('Strong');
  });

  it('refuses one of the most common passwords on submit, and the email as the password', async () => {
    const onSubmit = renderForm();
    fillValidForm();
    fireEvent.change(input(/^Password/), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() => expect(screen.getAllByText(accountMessages.passwordTooCommon).length).toBe(2));
    expect(input(/^Password/).value).toBe('');

    fireEvent.change(input(/^Password/), { target: { value: 'ALEX@northfield.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() =>
      expect(screen.getAllByText(accountMessages.passwordIsEmail).length).toBeGreaterThan(0),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the field that holds a control or invisible character', async () => {
    const onSubmit = renderForm();
    fillValidForm();
    fireEvent.change(input(/^Team name/), { target: { value: '\u202e\u200b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    const message = 'The team name cannot contain invisible or text-direction characters';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the youth message as soon as the youth category is chosen', () => {
    renderForm();
    expect(screen.queryByText(accountMessages.youthRejected)).toBeNull();
    chooseOption('Age category', ageTypeLabels.YOUTH);
    expect(screen.getByText(accountMessages.youthRejected)).toBeTruthy();
  });

  it('refuses a youth team on submit', async () => {
    const onSubmit = renderForm();
    fillValidForm();
    chooseOption('Age category', ageTypeLabels.YOUTH);
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() => expect(screen.getAllByText(accountMessages.youthRejected).length).toBeGreaterThan(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a short password under the field and as a toast, and clears the password', async () => {
    const onSubmit = renderForm();
    fillValidForm();
    fireEvent.change(input(/^Password/), { target: { value: 'ab1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() => expect(screen.getAllByText(accountMessages.passwordTooShort).length).toBe(2));
    expect(input(/^Password/).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a letter in the password', async () => {
    renderForm();
    fillValidForm();
    fireEvent.change(input(/^Password/), { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() =>
      expect(screen.getAllByText(accountMessages.passwordNeedsLetter).length).toBeGreaterThan(0),
    );
  });

  // Issue 35 §1: every team was Eastern; the zone is asked, preselected from the device's.
  it('preselects the device’s time zone for the team', async () => {
    renderForm();
    const zone = screen.getByRole('combobox', { name: /Team time zone/ });
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(zone.textContent).toContain(deviceZone.replaceAll('_', ' ').split('/').pop()));
  });

  it('submits a valid form with the referral prefilled', async () => {
    const onSubmit = renderForm();
    fillValidForm();
    chooseOption('Team time zone', describeTimeZone('America/Chicago'));
    fireEvent.click(screen.getByRole('button', { name: 'Create my team account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      {
        email: 'alex@northfield.test',
        sportsType: 'WOMENSICEHOCKEY',
        websiteType: 'WEBSITEANDSTORE',
        ageType: 'COLLEGIATE',
        acceptPrivacyPolicy: true,
        acceptTermsOfService: true,
        timeZone: 'America/Chicago',
        referral: 'friend42',
      },
    ]);
  });

  it('stays busy until the whole submit has finished, not just the first request', async () => {
    let finish = () => {};
    const onSubmit = renderForm(
      vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
    );
    fillValidForm();
    const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(submitButton());
    finish();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
