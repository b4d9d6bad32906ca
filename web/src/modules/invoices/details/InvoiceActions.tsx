import type { Role } from '@pg/domain';
import { Button, Card, ConfirmDialog, media } from '@pg/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';

import { useIsMobile } from '../../app/hooks/useIsMobile';
import type { InvoiceDetail } from '../graphql/fragments';
import { type InvoiceActionName, invoiceActionReasons, invoiceActions } from './invoiceActions';
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

/** Why the disabled actions are disabled: read under the buttons, and by screen readers with each button. */
const Reasons = styled.ul<{ $hidden: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $hidden }) => $hidden && `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`;

/**
 * Keeps the end of the page (the last section and the footer) clear of the fixed bar: the page
 * gets a bottom padding of the bar's measured height (one or two rows of buttons).
 */
const BarSpace = createGlobalStyle<{ $height: number }>`
  ${media.down('md')} {
    body {
      padding-bottom: ${({ $height }) => $height}px;
    }
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
  const reasons = invoiceActionReasons(role, invoice.status, mobile);
  const reasonId = useId();
  const describedBy = (action: InvoiceActionName) => (reasons[action] ? `${reasonId}-${action}` : undefined);
  const LABELS: Record<InvoiceActionName, string> = {
    customerView: 'Customer View',
    copyPaylink: 'Copy Paylink',
    initiateRefund: 'Initiate Refund',
    void: 'Void',
    disburse: 'Disburse',
  };
  const reasonList = (hidden: boolean) =>
    Object.keys(reasons).length > 0 && (
      <Reasons $hidden={hidden}>
        {(Object.keys(LABELS) as InvoiceActionName[])
          .filter((action) => reasons[action])
          .map((action) => (
            <li key={action} id={`${reasonId}-${action}`}>
              {LABELS[action]}: {reasons[action]}
            </li>
          ))}
      </Reasons>
    );
  // The bar is fixed over the page: the page ends with a space as tall as the bar.
  const barRef = useRef<HTMLElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  useEffect(() => {
    const bar = barRef.current;
    if (!mobile || !bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBarHeight(bar.getBoundingClientRect().height));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [mobile]);

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
        aria-describedby={describedBy('customerView')}
        onClick={() => window.open(`/pay/${encodeURIComponent(invoice.accessKey)}`, '_blank', 'noopener')}
      >
        Customer View
      </Button>
      <Button
        size={size}
        variant="secondary"
        disabled={!rules.copyPaylink}
        aria-describedby={describedBy('copyPaylink')}
        onClick={() => void copyPaylink(invoice.accessKey)}
      >
        Copy Paylink
      </Button>
      <Button
        size={size}
        variant="secondary"
        disabled={!rules.initiateRefund}
        aria-describedby={describedBy('initiateRefund')}
        onClick={() => void navigate(initiateRefundPath(invoice.id))}
      >
        Initiate Refund
      </Button>
      <Button size={size} variant="danger" disabled={!rules.void} aria-describedby={describedBy('void')} onClick={() => setPending('void')}>
        Void
      </Button>
      {rules.showDisburse && (
        <Button size={size} disabled={!rules.disburse} aria-describedby={describedBy('disburse')} onClick={() => setPending('disburse')}>
          Disburse
        </Button>
      )}
    </>
  );

  return (
    <>
      {mobile ? (
        <>
          <BarSpace $height={barHeight} />
          <BottomBar ref={barRef} aria-label="Invoice Actions">
            {buttons('sm')}
            {reasonList(true)}
          </BottomBar>
        </>
      ) : (
        <Panel>
          <Card title="Invoice Actions">
            <PanelButtons>
              {buttons('md')}
              {reasonList(false)}
            </PanelButtons>
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
