import { describe, expect, it } from 'vitest';
import { BULK_MAX_IDS as contractBulkMaxIds, CONVERSATION_ORDERS as contractOrders, CONVERSATION_STATUSES as contractStatuses, TAG_MAX_LENGTH as contractTagMaxLength } from '#contract/conversations';
import { REPORT_MAX_DAYS as contractReportMaxDays, VOLUME_GROUPS as contractVolumeGroups, VOLUME_INTERVALS as contractVolumeIntervals } from '#contract/reports';
import { PathUuidSchema, RAG_LIMITS, RAG_SOURCE_STATUSES as contractRagStatuses, RAG_SOURCE_TYPES as contractRagTypes } from '#contract/rag';
import { CSRF_HEADER as contractCsrfHeader } from '#contract/session';
import { SORT_WAYS as contractSortWays, SUPPRESSION_ORDERS as contractSuppressionOrders } from '#contract/suppressions';
import {
  BULK_MAX_IDS,
  CONVERSATION_ORDERS,
  CONVERSATION_STATUSES,
  CSRF_HEADER,
  RAG_LIST_SEARCH_MAX_LENGTH,
  RAG_QUERY_MAX_LENGTH,
  RAG_SOURCE_STATUSES,
  RAG_SOURCE_TYPES,
  REPORT_MAX_DAYS,
  SORT_WAYS,
  SUPPRESSION_ORDERS,
  TAG_MAX_LENGTH,
  UUID_PATTERN,
  VOLUME_GROUPS,
  VOLUME_INTERVALS,
} from './contract-constants';

describe('the copies of contract constants', () => {
  it('are the contract’s, in its order', () => {
    expect(CSRF_HEADER).toBe(contractCsrfHeader);
    expect(CONVERSATION_ORDERS).toEqual(contractOrders);
    expect(CONVERSATION_STATUSES).toEqual(contractStatuses);
    expect(BULK_MAX_IDS).toBe(contractBulkMaxIds);
    expect(RAG_SOURCE_TYPES).toEqual(contractRagTypes);
    expect(RAG_SOURCE_STATUSES).toEqual(contractRagStatuses);
    expect(RAG_QUERY_MAX_LENGTH).toBe(RAG_LIMITS.queryLength);
    expect(RAG_LIST_SEARCH_MAX_LENGTH).toBe(RAG_LIMITS.listSearchLength);
    expect(SUPPRESSION_ORDERS).toEqual(contractSuppressionOrders);
    expect(SORT_WAYS).toEqual(contractSortWays);
    expect(TAG_MAX_LENGTH).toBe(contractTagMaxLength);
    expect(REPORT_MAX_DAYS).toBe(contractReportMaxDays);
    expect(VOLUME_INTERVALS).toEqual(contractVolumeIntervals);
    expect(VOLUME_GROUPS).toEqual(contractVolumeGroups);
  });

  it('accept the uuids the contract accepts', () => {
    for (const value of ['0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11', '0B7E5D7A-3F5E-4C53-9A57-2B1F0F6A7C11', '0b7e5d7a3f5e4c539a572b1f0f6a7c11', 'new', '', ' 0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11']) {
      expect(UUID_PATTERN.test(value)).toBe(PathUuidSchema.safeParse(value).success);
    }
  });
});
