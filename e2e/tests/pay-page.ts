import type { Page } from 'playwright-core';

/** Pays on an open pay page (invoice or checkout link) with a Visa card of this number, as a payer types it. */
export async function payByCard(page: Page, card: string, name = 'Jane Payer'): Promise<void> {
  await page.getByRole('combobox', { name: 'Card Type' }).click();
  await page.getByRole('option', { name: 'Visa' }).click();
  await page.getByLabel('Card Number').fill(card);
  await page.getByLabel('Expiry Date').fill(`12/${new Date().getFullYear() + 2}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on Card').fill(name);
  await page.getByLabel('Zip Code').fill('11001');
  await page.getByLabel('Phone Number').fill('+975 17 000000');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
