import type { EntityManager } from '@mikro-orm/postgresql';

import { joinedRow } from '../common/joined-row';
import { Invoice } from './invoice.entity';
import { type InvoiceRecord, invoiceRecord, type InvoiceRow } from './invoice.mapper';

/** The parent invoice of a refund or dispute page's row, joined as `alias`, and its record. */
export interface ParentInvoiceColumn {
  sql: string;
  read: (row: Record<string, unknown>) => InvoiceRecord | undefined;
}

export function parentInvoiceColumn(em: EntityManager, alias: string): ParentInvoiceColumn {
  const joined = joinedRow<InvoiceRow>(em, Invoice, alias, 'parent_invoice');
  return {
    sql: joined.sql,
    read: (row) => {
      const invoice = joined.read(row);
      return invoice && invoiceRecord(invoice);
    },
  };
}

/** The parent invoices of a page's rows (rows of a checkout have none). */
export function parentInvoices(rows: readonly object[], column: ParentInvoiceColumn): InvoiceRecord[] {
  const invoices: InvoiceRecord[] = [];
  for (const row of rows) {
    const invoice = column.read(row as Record<string, unknown>);
    if (invoice) invoices.push(invoice);
  }
  return invoices;
}
