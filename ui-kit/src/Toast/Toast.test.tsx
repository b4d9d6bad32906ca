import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';

import { Dialog } from '../Dialog';
import { UiKitProvider } from '../UiKitProvider';
import { TOAST_FADE_MS, type ToastApi, ToastProvider, useToast } from './Toast';

let api: ToastApi;
function Grab() {
  const toast = useToast();
  // Handed out after render (effects run inside render's act), not during it.
  useEffect(() => {
    api = toast;
  });
  return null;
}

function setup() {
  render(
    <UiKitProvider>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </UiKitProvider>,
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides after 3000 ms plus the 250 ms fade', () => {
    setup();
    act(() => {
      api.success('Profile Updated Successfully');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile Updated Successfully');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Profile Updated Successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    // fading out
    expect(screen.getByText('Profile Updated Successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(250));
    expect(screen.queryByText('Profile Updated Successfully')).not.toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes with the time left', () => {
    setup();
    act(() => {
      api.info('Paylink Copied To Clipboard');
    });
    act(() => jest.advanceTimersByTime(2000));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Paylink Copied To Clipboard')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByText('Paylink Copied To Clipboard')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100 + 250));
    expect(screen.queryByText('Paylink Copied To Clipboard')).not.toBeInTheDocument();
  });

  it('keeps warnings for 50 s, errors as alerts, and closes on the close button', () => {
    setup();
    act(() => {
      api.warning('Long-lived warning');
      api.error('Something went wrong !');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong !');
    act(() => jest.advanceTimersByTime(3250));
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
    expect(screen.getByText('Long-lived warning')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(46000));
    expect(screen.getByText('Long-lived warning')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => jest.advanceTimersByTime(250));
    expect(screen.queryByText('Long-lived warning')).not.toBeInTheDocument();
  });

  it('honours duration, persistent and action options', () => {
    setup();
    const onUndo = jest.fn();
    act(() => {
      api.success('Short', { duration: 500 });
      api.info('Sticky', { persistent: true, action: { label: 'Undo', onClick: onUndo } });
    });
    act(() => jest.advanceTimersByTime(750));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(120000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalled();
  });

  it('renders a single stack when providers are nested', () => {
    setup();
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
  });

  it('throws a helpful error without a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });

  it('stays outside the inert page while a dialog is open: a toast raised from it is heard and can be closed', () => {
    render(
      <UiKitProvider>
        <ToastProvider>
          <Grab />
          <Dialog open onClose={jest.fn()} title="Refund">
            <input aria-label="Amount" />
          </Dialog>
        </ToastProvider>
      </UiKitProvider>,
    );
    act(() => {
      api.error('Refund failed');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Refund failed');
    expect(alert.closest('[inert]')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Close notification' }));
    act(() => jest.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
