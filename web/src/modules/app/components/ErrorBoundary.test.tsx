import { render, screen } from '@testing-library/react';

import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary (spec 002 L224)', () => {
  it('shows the fallback and raises the display-error action with the value "unhandled"', () => {
    const onDisplayError = jest.fn();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ErrorBoundary fallback={() => <p>Oh no</p>} onDisplayError={onDisplayError}>
          <Broken />
        </ErrorBoundary>,
      );
      expect(screen.getByText('Oh no')).toBeInTheDocument();
      expect(onDisplayError).toHaveBeenCalledWith('unhandled');
    } finally {
      quiet.mockRestore();
    }
  });
});
