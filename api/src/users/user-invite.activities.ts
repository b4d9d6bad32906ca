import type { EntityManager } from '@mikro-orm/postgresql';
import { isRole, ROLE_NAMES } from '@pg/domain';
import type { UserInviteActivities } from '@pg/workflows';

import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import { User } from './user.entity';
import type { UserTokensService } from './user-tokens.service';

export interface UserInviteActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  tokens: UserTokensService;
  config: AppConfig;
}

// Built by a factory with its dependencies injected (the worker passes the Nest providers).
export function createUserInviteActivities({ em: root, mail, tokens, config }: UserInviteActivityDeps): UserInviteActivities {
  return {
    async sendInviteEmail({ userId, invitedById, issuedBy }) {
      const em = root.fork();
      const user = await em.findOne(User, { id: userId }, { populate: ['organization'] });
      if (!user) return;
      const inviter = await em.findOne(User, { id: invitedById });
      const by = inviter ? [inviter.name, inviter.surname].filter(Boolean).join(' ') : 'Your administrator';
      const role = isRole(user.role) ? ROLE_NAMES[user.role] : 'User';
      const hours = Math.round(config.verifyLinkTtlMs / 3_600_000);
      // The password never travels by e-mail: the inviter tells it, or the user sets their own.
      await tokens.issueOnce(em, userId, 'reset-password', config.verifyLinkTtlMs, issuedBy, async (token) => {
        const link = `${config.publicUrl}/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`;
        await mail.send({
          to: user.email,
          subject: `You are invited to ${user.organization.name} on BhutanPay`,
          text:
            `Hello ${user.name},\n\n${by} has created a BhutanPay account for you at ${user.organization.name} (${role}).\n` +
            `Your account is verified and ready. Sign in at ${config.publicUrl}/ with ${user.email} and the password ${by} gave you.\n\n` +
            `To choose your own password instead, follow this link (valid for ${hours} hours):\n${link}\n\n` +
            `Later, "Forgot password" on the sign-in page sends a new link.\n`,
        });
      });
    },
  };
}
