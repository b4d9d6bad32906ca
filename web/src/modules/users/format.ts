import { isRole, ROLE_NAMES, USER_STATUS_LABELS, USER_STATUS_TONES, userStatusOf } from '@pg/domain';

// Paths and labels shared by the user screens.
export { date } from '../app/format';

export const USERS_PATH = '/users';
export const USER_INVITE_PATH = '/users/invite';
export const userPath = (id: string, action?: string): string => `/users/${encodeURIComponent(id)}${action ? `?action=${action}` : ''}`;

export const fullName = (u: { name: string; surname: string | null }): string => [u.name, u.surname].filter(Boolean).join(' ');
export const roleLabel = (role: number): string => (isRole(role) ? ROLE_NAMES[role] : String(role));
export const userStatusLabel = (locked: boolean): string => USER_STATUS_LABELS[userStatusOf(locked)];
export const userStatusTone = (locked: boolean) => USER_STATUS_TONES[userStatusOf(locked)];

/** The avatar's addresses: the CDN one first, the direct one as fallback (spec 002). */
export const avatarUrls = (avatar: { url: string; cloudFrontUrl: string } | null) => ({
  url: avatar?.cloudFrontUrl || avatar?.url,
  fallbackUrl: avatar?.url,
});
