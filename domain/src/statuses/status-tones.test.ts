import { CHECKOUT_STATUS_TONES } from './checkout';
import { INVOICE_STATUS_TONES } from './invoice';
import { ORGANIZATION_STATUS_TONES } from './organization';
import { REFUND_PROGRESS_STATUSES, REFUND_STATUS_TONES, refundProgressTone } from './refund';

// Decision 0181: where the spec leaves a colour open, a tone means one thing in every list:
// green succeeded, amber needs someone's action, red failed, grey closed, blue under way.
describe('status tones mean one thing across lists', () => {
  it('a closed refund is neutral, not a red failure; its outcome is the progress badge', () => {
    expect(REFUND_STATUS_TONES).toEqual({ open: 'info', closed: 'neutral' });
    expect(refundProgressTone('refunded', false)).toBe('success');
    expect(refundProgressTone('notRefunded', false)).toBe('danger');
    expect(refundProgressTone('denied', true)).toBe('danger');
  });

  it('a stage waiting for the viewer is amber, the same stage for someone else blue', () => {
    const pending = REFUND_PROGRESS_STATUSES.filter((p) => !['refunded', 'notRefunded', 'denied'].includes(p));
    for (const progress of pending) {
      expect([progress, refundProgressTone(progress, true)]).toEqual([progress, 'warning']);
      expect([progress, refundProgressTone(progress, false)]).toEqual([progress, 'info']);
    }
  });

  it('an organization awaiting approval is amber; succeeded and failed states keep green and red', () => {
    expect(ORGANIZATION_STATUS_TONES.requested).toBe('warning');
    expect(INVOICE_STATUS_TONES.paid).toBe('success');
    expect(CHECKOUT_STATUS_TONES.failed).toBe('danger');
  });
});
