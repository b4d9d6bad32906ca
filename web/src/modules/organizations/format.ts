import { ORGANIZATION_STATUS_LABELS, ORGANIZATION_STATUS_TONES, type OrganizationStatus } from '@pg/domain';

// Paths and labels shared by the organization screens.
export { date, dateTime } from '../app/format';

export const ORGANIZATIONS_PATH = '/organizations';
export const ORGANIZATION_CREATE_PATH = '/organizations/create';
export const organizationPath = (id: string, action?: string): string => `/organizations/${encodeURIComponent(id)}${action ? `?action=${action}` : ''}`;

export const statusLabel = (status: OrganizationStatus): string => ORGANIZATION_STATUS_LABELS[status] ?? status;
export const statusTone = (status: OrganizationStatus) => ORGANIZATION_STATUS_TONES[status] ?? 'neutral';
