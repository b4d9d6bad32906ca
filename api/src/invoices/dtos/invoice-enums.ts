import { registerEnumType } from '@nestjs/graphql';
import { INVOICE_STATUSES, INVOICE_TYPES } from '@pg/domain';

// GraphQL enums of the invoice module, built from the domain's value lists.
const enumObject = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const InvoiceStatusEnum = enumObject(INVOICE_STATUSES);
export const InvoiceTypeEnum = enumObject(INVOICE_TYPES);
export const PaymentProviderEnum = enumObject(['sandbox', 'stripe', 'authorizeNet'] as const);
export const SortDirectionEnum = enumObject(['asc', 'desc', 'ASC', 'DESC'] as const);

registerEnumType(InvoiceStatusEnum, { name: 'InvoiceStatus' });
registerEnumType(InvoiceTypeEnum, { name: 'InvoiceType' });
registerEnumType(PaymentProviderEnum, { name: 'PaymentProvider', description: 'Card processor chosen by the card brand (gateway settings).' });
registerEnumType(SortDirectionEnum, { name: 'SortDirection' });
