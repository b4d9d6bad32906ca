import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { canDisburseCheckout, CHECKOUT_ACTION_MESSAGES, formatDate, isStaff } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput } from '../common/gateway.exception';
import { MailService } from '../mail/mail.service';
import { toCsv } from '../reports/csv';
import { User } from '../users/user.entity';
import { findVisibleCheckout } from './checkout-access';
import { checkoutProcessInput } from './checkout-events';
import { CheckoutListService } from './checkout-list.service';
import { CheckoutProcessService } from './checkout-process.service';
import { checkoutReportHeader, checkoutReportRow } from './checkout-report';
import type { WebPayment } from './web-payment.entity';

/** A report covers at most a year of checkouts, at most this many rows. */
const REPORT_MAX_DAYS = 366;
const REPORT_MAX_ROWS = 10000;

export const TEST_CHECKOUT_NOT_PAID_OUT = 'A test checkout is never paid out.';

// The back office's checkout actions (spec 002 s4, s7): disburse and the e-mailed CSV report.
@Injectable()
export class CheckoutAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: CheckoutListService,
    private readonly process: CheckoutProcessService,
    private readonly mail: MailService,
  ) {}

  find(user: AuthUser, id: string): Promise<WebPayment> {
    return findVisibleCheckout(this.em, user, id);
  }

  /** paid -> disbursed through the process (bank-side admin; the workflow re-checks). */
  async disburse(user: AuthUser, id: string): Promise<WebPayment> {
    const wp = await findVisibleCheckout(this.em, user, id);
    if (!canDisburseCheckout(user.role, wp.status)) throw badInput(CHECKOUT_ACTION_MESSAGES.disburseNotAllowed);
    if (!wp.livemode) throw badInput(TEST_CHECKOUT_NOT_PAID_OUT);
    await this.process.disburse(checkoutProcessInput(wp), { userId: user.id, role: user.role });
    return findVisibleCheckout(this.em, user, id);
  }

  /** summaryOfCheckout: the caller's visible checkouts created in the range, as CSV by e-mail. */
  async sendReport(user: AuthUser, startDate: Date, endDate: Date): Promise<void> {
    if (!(startDate <= endDate)) throw badInput('Start date must be before end date');
    if (endDate.getTime() - startDate.getTime() > REPORT_MAX_DAYS * 86_400_000) throw badInput('The report covers at most one year');
    const me = await this.em.findOneOrFail(User, { id: user.id });
    // Live checkouts only: test checkouts (test mode) are in no report.
    const { items } = await this.lists.list(user, { startDate, endDate, livemode: true, first: REPORT_MAX_ROWS, sortField: 'createdAt', sortDirection: 'ASC' });
    const staff = isStaff(user.role);
    const header = checkoutReportHeader(staff);
    const rows = items.map((wp) => checkoutReportRow(wp, staff));
    const range = `${formatDate(startDate, 'UTC')} to ${formatDate(endDate, 'UTC')}`;
    await this.mail.send({
      to: me.email,
      subject: `Checkout Report ${range}`,
      text: `Dear ${me.name},\n\nThe checkout report for ${range} is attached (${items.length} checkout${items.length === 1 ? '' : 's'}).`,
      attachments: [
        {
          filename: `checkouts-${startDate.toISOString().slice(0, 10)}-${endDate.toISOString().slice(0, 10)}.csv`,
          content: toCsv(header, rows),
          contentType: 'text/csv',
        },
      ],
    });
  }
}
