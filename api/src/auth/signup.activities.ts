import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignupActivities } from '@pg/workflows';
import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import { UserToken } from '../users/user-token.entity';
import type { UserTokensService } from '../users/user-tokens.service';
import { User } from '../users/user.entity';

export interface SignupActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  tokens: UserTokensService;
  config: AppConfig;
}

// Built by a factory with its dependencies injected (the worker passes the Nest providers).
// Each call works in its own forked EntityManager.
export function createSignupActivities({ em: root, mail, tokens, config }: SignupActivityDeps): SignupActivities {
  return {
    async sendVerificationEmail({ userId, issuedBy }) {
      const em = root.fork();
      const user = await em.findOne(User, { id: userId });
      if (!user || user.emailVerifiedAt) return;
      // A retry after the e-mail went out must not send a second link: the token row is
      // renamed from '<key>:pending' to '<key>' only once the mail has been handed over.
      if (await em.count(UserToken, { issuedBy })) return;
      const pending = `${issuedBy}:pending`;
      await em.nativeDelete(UserToken, { issuedBy: pending });
      const fork = em.fork();
      const token = tokens.issue(fork, fork.getReference(User, userId), 'verify-email', config.verifyLinkTtlMs, pending);
      await fork.flush();
      const link = `${config.publicUrl}/verify-email/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
      await mail.send({
        to: user.email,
        subject: 'Confirm your e-mail address',
        text: `Hello ${user.name},\n\nWelcome aboard. Follow this link to confirm your e-mail address and finish setting up your account:\n${link}\n\nThe link is valid for ${Math.round(config.verifyLinkTtlMs / 3_600_000)} hours.`,
      });
      await em.nativeUpdate(UserToken, { issuedBy: pending }, { issuedBy });
    },

    async expireVerificationLinks({ userId }) {
      await tokens.expireAll(root.fork(), userId, 'verify-email');
    },
  };
}
