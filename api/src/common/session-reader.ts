import type { AuthUser } from './auth-user';

/**
 * Reads the caller of a REST request from its Authorization header. Declared here, provided by
 * auth/ (SessionModule: SessionLoader), so a lower domain's controller (files/) reads the
 * session without importing auth/, which sits above users/ and organizations/.
 */
export abstract class SessionReader {
  abstract fromHeader(header: string | string[] | undefined, options?: { background?: boolean }): Promise<AuthUser | null>;
}
