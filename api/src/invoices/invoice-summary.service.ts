import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EMAIL_PATTERN, formatMoney, type InvoiceStatus, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput } from '../common/gateway.exception';
import { MailService } from '../mail/mail.service';
import { Organization } from '../organizations/organization.entity';
import { RateLimitService } from '../security/rate-limit.service';

/** Summaries one user may send in an hour: each goes to up to 50 addresses from the platform's domain. */
export const SUMMARIES_PER_USER = { limit: 10, windowMs: 3600 * 1000 };

// sendTOSummary (spec 000 section 7, /send-summary): the invoice summary by e-mail.
@Injectable()
export class InvoiceSummaryService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
  ) {}

  /** sendTOSummary: the caller's organization's invoice summary, e-mailed to the given addresses. */
  async sendSummary(user: AuthUser, emails: string[]): Promise<void> {
    // The screen sends whatever was typed (no format check there); only real addresses get mail.
    const to = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => EMAIL_PATTERN.test(e)))];
    if (to.length === 0 || to.length > 50) throw badInput('Email could not be sent.');
    await this.limits.consume(`summary:user:${user.id}`, SUMMARIES_PER_USER, 'invoice summaries sent from your account');
    const org = await this.em.findOneOrFail(Organization, { id: user.organizationId });
    const staff = isStaff(user.role);
    const rows = await this.em.execute<{ status: InvoiceStatus; count: string; total: string | null }[]>(
      `select status, count(*) as count, sum(total_cents) as total from invoice
        where deleted_at is null ${staff ? '' : 'and owner_id = ?'} group by status order by status`,
      staff ? [] : [org.id],
    );
    const lines = rows.map((r) => `${r.status.padEnd(10)} ${String(r.count).padStart(6)} invoices   ${formatMoney(Number(r.total ?? 0))}`);
    await this.mail.send({
      to,
      subject: `Invoice summary: ${org.name}`,
      text: `Invoice summary for ${org.name} as of ${new Date().toISOString().slice(0, 10)}\n\n${lines.join('\n') || 'No invoices yet.'}\n`,
    });
  }
}
