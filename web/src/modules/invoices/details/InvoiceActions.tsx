import type { Role } from '@pg/domain';
import { Button, Card, ConfirmDialog, media } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { useIsMobile } from '../../app/hooks/useIsMobile';
import type { InvoiceDetail } from '../graphql/fragments';
import { invoiceActions } from './invoiceActions';
import { useCopyPaylink } from './useCopyPaylink';
import { useInvoiceMutations } from './useInvoiceMutations';

export const VOID_CONFIRM = 'Are you sure you want to void this invoice? This action cannot be undone.';
/** Not in the spec (only Void's wording is): the same shape for the platform's Disburse. */
export const DISBURSE_CONFIRM = 'Are you sure you want to disburse this invoice? This action cannot be undone.';

export const initiateRefundPath = (id: string) => `/refunds/initiate-refund/${encodeURIComponent(id)}?type=invoice`;

type Pending = 'void' | 'disburse' | null;

const PanelButtons = styled.div`
  display: grid;
  gap: 8px;
`;

const Panel = styled.div`
  ${media.up('lg')} {
    position: sticky;
    top: 88px;
  }
  ${media.down('md')} {
    display: none;
  }
`;

/** Bottom navigation of the actions on small screens. */
const BottomBar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: none;
  gap: 6px;
  padding: 10px 12px calc(10px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08);
  flex-wrap: wrap;

  ${media.down('md')} {
    display: flex;
  }
  & > button {
    flex: 1 1 40%;
  }
`;

/** Invoice Actions (spec 000 section 2 and the enable rules of section 6). */
export function InvoiceActions({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const copyPaylink = useCopyPaylink();
  // setStatus is called as a method: the hook's functions are object methods, not free-standing functions.
  const mutations = useInvoiceMutations();
  const { statusLoading } = mutations;
  const [params, setParams] = useSearchParams();
  const rules = invoiceActions(role, invoice.status, mobile);

  // The optional ?action= value opens its dialog when that action is allowed.
  const requested = params.get('action');
  const [pending, setPending] = useState<Pending>(() =>
    requested === 'void' && rules.void ? 'void' : requested === 'disburse' && rules.disburse ? 'disburse' : null,
  );
  const close = () => {
    setPending(null);
    if (params.has('action')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          return next;
        },
        { replace: true },
      );
    }
  };
  const confirm = async () => {
    if (!pending) return;
    const ok = await mutations.setStatus(invoice.id, pending === 'void' ? 'void' : 'disbursed');
    if (ok) close();
  };

  const buttons = (size: 'sm' | 'md') => (
    <>
      <Button
        size={size}
        variant="secondary"
        disabled={!rules.customerView}
        onClick={() => window.open(`/pay/${encodeURIComponent(invoice.accessKey)}`, '_blank', 'noopener')}
      >
        Customer View
      </Button>
      <Button size={size} variant="secondary" disabled={!rules.copyPaylink} onClick={() => void copyPaylink(invoice.accessKey)}>
        Copy Paylink
      </Button>
      <Button size={size} variant="secondary" disabled={!rules.initiateRefund} onClick={() => void navigate(initiateRefundPath(invoice.id))}>
        Initiate Refund
      </Button>
      <Button size={size} variant="danger" disabled={!rules.void} onClick={() => setPending('void')}>
        Void
      </Button>
      {rules.showDisburse && (
        <Button size={size} disabled={!rules.disburse} onClick={() => setPending('disburse')}>
          Disburse
        </Button>
      )}
    </>
  );

  return (
    <>
      {mobile ? (
        <BottomBar aria-label="Invoice Actions">{buttons('sm')}</BottomBar>
      ) : (
        <Panel>
          <Card title="Invoice Actions">
            <PanelButtons>{buttons('md')}</PanelButtons>
          </Card>
        </Panel>
      )}
      <ConfirmDialog
        open={pending === 'void'}
        title="Void Invoice"
        message={VOID_CONFIRM}
        confirmVariant="danger"
        loading={statusLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <ConfirmDialog
        open={pending === 'disburse'}
        title="Disburse Invoice"
        message={DISBURSE_CONFIRM}
        loading={statusLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
