import { formatMoney, toCents } from '@pg/domain';

/** The API sends decimal dollars; display goes through integer cents (domain/src/money.ts). */
export const money = (amount: number): string => formatMoney(toCents(amount));

/** Extended price of a line: price x quantity, in cents. */
export const lineCents = (price: number, quantity: number): number => Math.round(toCents(price) * quantity);
