import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

// Registered on the Temporal server (`temporal server start-dev --search-attribute ...`) so
// ops can filter workflows by organization or by the record's readable code in Temporal UI.
export const OrganizationIdKey = defineSearchAttributeKey('OrganizationId', SearchAttributeType.KEYWORD);
export const EntityCodeKey = defineSearchAttributeKey('EntityCode', SearchAttributeType.KEYWORD);
