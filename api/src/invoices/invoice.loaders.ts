import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import type { AuthUser } from '../common/auth-user';
import { byId, groupBy, knownOrLoaded, perRequest } from '../common/request-loaders';
import { StoredFile } from '../files/file.entity';
import type { OrganizationRecord } from '../organizations/organization.mapper';
import { readOrganizations, sessionOrganization } from '../organizations/session-organization';
import { User } from '../users/user.entity';
import { Disbursement } from './disbursement.entity';
import { Invoice } from './invoice.entity';
import { type InvoiceRecord, invoiceRecord, type InvoiceRow } from './invoice.mapper';
import { LineItem } from './line-item.entity';
import { Payment } from './payment.entity';
import { Payout } from './payout.entity';

// Per-request batch loaders: a list of 50 invoices asking for owner, line items and payments
// costs one query per relation, not one per invoice.
export class InvoiceLoaders {
  readonly invoices: DataLoader<string, InvoiceRecord | undefined>;
  readonly owners: DataLoader<string, OrganizationRecord | undefined>;
  readonly users: DataLoader<string, User | undefined>;
  readonly lineItems: DataLoader<string, LineItem[]>;
  readonly disbursements: DataLoader<string, Disbursement[]>;
  readonly payments: DataLoader<string, Payment[]>;
  readonly payouts: DataLoader<string, Payout[]>;
  readonly invoiceFiles: DataLoader<string, StoredFile[]>;
  readonly disbursementFiles: DataLoader<string, StoredFile[]>;
  /** The invoices and owners the request read already, answered without a promise (`invoice`, `owner`). */
  private readonly knownInvoices = new Map<string, InvoiceRecord>();
  private readonly knownOwners = new Map<string, OrganizationRecord>();

  /** `viewer`: the signed-in caller, whose organization the session read (a merchant's pages are all its own). */
  constructor(em: EntityManager, viewer?: AuthUser | null) {
    // The invoices of a page of refunds or disputes, and the owners of a page, as plain rows:
    // read and mapped to the GraphQL shape, never changed.
    this.invoices = new DataLoader((ids) =>
      byId(
        ids,
        em
          .createQueryBuilder(Invoice, 'i')
          .where({ id: { $in: [...ids] } })
          .execute<InvoiceRow[]>('all'),
        invoiceRecord,
      ),
    );
    this.owners = new DataLoader((ids) => byId(ids, readOrganizations(em, ids), (org) => org));
    const own = sessionOrganization(viewer);
    if (own) {
      this.owners.prime(own.id, own);
      this.knownOwners.set(own.id, own);
    }
    this.users = new DataLoader(async (ids) => {
      const rows = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(rows.map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id));
    });
    this.lineItems = new DataLoader((ids) =>
      groupBy(ids, em.find(LineItem, { invoice: { $in: [...ids] } }, { orderBy: { sort: 'asc', createdAt: 'asc' } }), (i) => i.invoice.id),
    );
    this.disbursements = new DataLoader((ids) =>
      groupBy(
        ids,
        em.find(Disbursement, { invoice: { $in: [...ids] } }, { populate: ['recipient'], orderBy: { sort: 'asc', createdAt: 'asc' } }),
        (d) => d.invoice.id,
      ),
    );
    this.payments = new DataLoader((ids) =>
      groupBy(ids, em.find(Payment, { invoice: { $in: [...ids] } }, { orderBy: { createdAt: 'desc' } }), (p) => p.invoice.id),
    );
    this.payouts = new DataLoader((ids) =>
      groupBy(ids, em.find(Payout, { invoice: { $in: [...ids] } }, { orderBy: { payoutDate: 'desc' } }), (p) => p.invoice.id),
    );
    this.invoiceFiles = new DataLoader((ids) =>
      groupBy(ids, em.find(StoredFile, { invoice: { $in: [...ids] } }, { orderBy: { createdAt: 'asc' } }), (f) => f.invoice!.id),
    );
    this.disbursementFiles = new DataLoader((ids) =>
      groupBy(ids, em.find(StoredFile, { disbursement: { $in: [...ids] } }, { orderBy: { createdAt: 'asc' } }), (f) => f.disbursement!.id),
    );
  }

  /** Invoices the request read already (a refund or dispute page's parents): their field resolvers need no statement. */
  primeInvoices(invoices: readonly InvoiceRecord[]): void {
    for (const invoice of invoices) {
      this.invoices.prime(invoice.id, invoice);
      this.knownInvoices.set(invoice.id, invoice);
    }
  }

  /** A field's value from an invoice: at once when the request read it already, else once loaded. */
  invoice<R>(id: string, map: (invoice: InvoiceRecord | undefined) => R): R | Promise<R> {
    return knownOrLoaded(this.knownInvoices, this.invoices, id, map);
  }

  /** A field's value from an organization: at once for the session's own, else once loaded. */
  owner<R>(id: string, map: (owner: OrganizationRecord | undefined) => R): R | Promise<R> {
    return knownOrLoaded(this.knownOwners, this.owners, id, map);
  }
}

/** One set of loaders per GraphQL request (keyed by the request object). */
export const loadersFor = perRequest((em, req) => new InvoiceLoaders(em, req.user));
