import { registerEnumType } from '@nestjs/graphql';
import { DISPUTE_PROGRESS_STATUSES, DISPUTE_STATUSES } from '@pg/domain';

// GraphQL enums from the domain's lists, so the schema cannot drift from them.
const enumObject = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const DisputeStatusEnum = enumObject(DISPUTE_STATUSES);
export const DisputeProgressStatusEnum = enumObject(DISPUTE_PROGRESS_STATUSES);

registerEnumType(DisputeStatusEnum, { name: 'DisputeStatus' });
registerEnumType(DisputeProgressStatusEnum, { name: 'DisputeProgressStatus' });
