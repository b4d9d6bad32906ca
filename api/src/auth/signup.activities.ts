import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignupActivities } from '@pg/workflows';

import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import type { UserTokensService } from '../users/user-tokens.service';

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
      // A retry after the e-mail went out must not send a second link (issueOnce).
      await tokens.issueOnce(em, userId, 'verify-email', config.verifyLinkTtlMs, issuedBy, async (token) => {
        const link = `${config.publicUrl}/verify-email/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
        await mail.send({
          to: user.email,
          subject: 'Confirm your e-mail address',
          text: `Hello ${user.name},\n\nWelcome aboard. Follow this link to confirm your e-mail address and finish setting up your account:\n${link}\n\nThe link is valid for ${Math.round(config.verifyLinkTtlMs / 3_600_000)} hours.`,
        });
      });
    },

    async expireVerificationLinks({ userId }) {
      await tokens.expireAll(root.fork(), userId, 'verify-email');
    },
  };
}
