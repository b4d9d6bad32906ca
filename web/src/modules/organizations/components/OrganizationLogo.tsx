import { Avatar } from '@pg/ui-kit';

import type { FileUrl } from '../../app/session/types';

/** An organization's logo, or its initials; the CDN address first, then the direct one (spec 002). */
export function OrganizationLogo({ name, logo, size = 32 }: { name: string; logo: FileUrl[]; size?: number }) {
  const current = logo[0];
  return <Avatar name={name} url={current?.cloudFrontUrl || current?.url} fallbackUrl={current?.url} size={size} />;
}
