import { registerEnumType } from '@nestjs/graphql';
import { REFUND_PARENT_TYPES, REFUND_PROGRESS_STATUSES, REFUND_STATUSES } from '@pg/domain';

// GraphQL enums from the domain's lists, so the schema cannot drift from them.
const enumObject = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const RefundStatusEnum = enumObject(REFUND_STATUSES);
export const RefundProgressStatusEnum = enumObject(REFUND_PROGRESS_STATUSES);
export const RefundParentTypeEnum = enumObject(REFUND_PARENT_TYPES);

registerEnumType(RefundStatusEnum, { name: 'RefundStatus' });
registerEnumType(RefundProgressStatusEnum, { name: 'RefundProgressStatus' });
registerEnumType(RefundParentTypeEnum, { name: 'RefundParentType', description: 'What a refund is taken against' });
