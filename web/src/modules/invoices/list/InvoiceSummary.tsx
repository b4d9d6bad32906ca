import { INVOICE_TYPE_LABELS, type Role } from '@pg/domain';
import { Avatar, Button, ChevronLeftIcon, ChevronRightIcon, CloseIcon, DescriptionList, IconButton } from '@pg/ui-kit';

import { date, money } from '../../app/format';
import { invoiceActions } from '../details/invoiceActions';
import { useCopyPaylink } from '../details/useCopyPaylink';
import type { InvoiceListItem } from '../graphql/fragments';
import { Aside, AsideBody, AsideHead, Identity, QuickActions } from './InvoiceList.styles';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

interface Props {
  invoice: InvoiceListItem;
  role: Role;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  onViewDetails: () => void;
}

/** The sliding summary of the selected row (spec 000 section 2, invoice list). */
export function InvoiceSummary({ invoice, role, hasPrevious, hasNext, onPrevious, onNext, onClose, onViewDetails }: Props) {
  const copyPaylink = useCopyPaylink();
  const actions = invoiceActions(role, invoice.status);
  const logo = invoice.owner.logo[0];
  return (
    <Aside aria-label="Invoice summary">
      <AsideHead>
        <div>
          <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
            <ChevronLeftIcon size={14} /> Previous
          </Button>{' '}
          <Button variant="secondary" size="sm" disabled={!hasNext} onClick={onNext}>
            Next <ChevronRightIcon size={14} />
          </Button>
        </div>
        <IconButton label="Close summary" size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </AsideHead>
      <AsideBody>
        <Identity>
          <Avatar name={invoice.owner.name} url={logo?.cloudFrontUrl || logo?.url} size={48} />
          <div>
            <InvoiceStatusBadge status={invoice.status} />
            <div>{invoice.code}</div>
            <strong>{money(invoice.totals.total)}</strong>
          </div>
        </Identity>
        <section>
          <h3>Payment Information</h3>
          <DescriptionList
            columns={1}
            items={[
              { label: 'Invoice Type', value: INVOICE_TYPE_LABELS[invoice.type] },
              { label: 'Payment Number', value: invoice.merchantPO || '—' },
              { label: 'Date Created', value: date(invoice.createdAt) },
              { label: 'Date Paid', value: date(invoice.paidAt) },
              { label: 'Sub Total', value: money(invoice.totals.subtotal) },
            ]}
          />
        </section>
        <section>
          <h3>Customer Information</h3>
          <DescriptionList
            columns={1}
            items={[
              { label: 'Group Name', value: invoice.name },
              { label: 'Contact Name', value: `${invoice.recipientName} ${invoice.recipientSurName}`.trim() },
              { label: 'E-mail', value: invoice.recipientEmail },
            ]}
          />
        </section>
        <section>
          <h3>Trip Information</h3>
          <DescriptionList
            columns={1}
            items={[
              invoice.dateOfArrival
                ? { label: 'Date Of Arrival', value: date(invoice.dateOfArrival) }
                : { label: 'Date Of Service', value: date(invoice.dateOfService) },
              { label: '# of Pax', value: invoice.numberOfPax },
            ]}
          />
        </section>
        <QuickActions>
          <Button onClick={onViewDetails}>View Details</Button>
          <Button variant="secondary" disabled={!actions.copyPaylink} onClick={() => void copyPaylink(invoice.accessKey)}>
            Copy Paylink
          </Button>
        </QuickActions>
      </AsideBody>
    </Aside>
  );
}
