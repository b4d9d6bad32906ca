import { badInput } from '../common/gateway.exception';
import type { FileOwnerKind } from '../files/file-owners';
import { findLogoEditableOrganization } from './organization-access';
import { replaceLogo } from './organization-logo';

/** An organization's logo (spec 002 s7): an image, replacing the previous one. Removed and seen like any file of the organization (FilesService). */
export const LOGO_FILES: FileOwnerKind = {
  types: ['logo'],
  populate: [],
  async attach({ em, events, user, input, prepare }) {
    if (!input.organizationId) throw badInput('organizationId is required');
    const org = await findLogoEditableOrganization(em, user, input.organizationId);
    const file = await prepare({ imagesOnly: true });
    return await replaceLogo(em, events, org, file, user.id);
  },
  checkRemove: () => Promise.resolve(false),
  checkRead: () => Promise.resolve(false),
};
