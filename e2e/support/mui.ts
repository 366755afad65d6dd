import type { Page } from 'playwright-core';

/** Picks an option of an MUI select (a combobox that opens a listbox) by its label ("Sport *"). */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
