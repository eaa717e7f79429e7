import type { Page } from 'playwright-core';

import { PASSWORD } from './stack';

/** Fills and sends the sign-in form of the page (which must show /login). */
export async function signInWith(page: Page, email: string, options: { keepSignedIn?: boolean } = {}) {
  const form = page.getByRole('form', { name: 'Sign in to the back-office' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  if (options.keepSignedIn) await form.getByText('Keep me signed in').click();
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The names of the sidebar's links and groups, in order (group names, then their links). */
export async function sidebarEntries(page: Page, name = 'Main navigation'): Promise<string[]> {
  const nav = page.getByRole('navigation', { name });
  await nav.waitFor();
  return nav.locator('a, span[id^="menu-group-"]').allTextContents();
}
