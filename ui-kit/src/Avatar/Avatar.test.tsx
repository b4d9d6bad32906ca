import { fireEvent, render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('computes initials from first and last word', () => {
    expect(initialsOf('Karma Wangmo Dorji')).toBe('KD');
    expect(initialsOf('tshering')).toBe('T');
    expect(initialsOf('  ')).toBe('?');
  });

  it('shows initials without a url', () => {
    render(
      <UiKitProvider>
        <Avatar name="Pema Choden" />
      </UiKitProvider>,
    );
    expect(screen.getByRole('img', { name: 'Pema Choden' })).toHaveTextContent('PC');
  });

  it('falls back to initials when the image fails', () => {
    render(
      <UiKitProvider>
        <Avatar name="Pema Choden" url="/broken.png" />
      </UiKitProvider>,
    );
    const img = screen.getByRole('img', { name: 'Pema Choden' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Pema Choden' })).toHaveTextContent('PC');
  });

  it('tries the fallback address before the initials', () => {
    render(
      <UiKitProvider>
        <Avatar name="Pema Choden" url="/cdn/broken.png" fallbackUrl="/files/pema.png" />
      </UiKitProvider>,
    );
    const first = screen.getByRole('img', { name: 'Pema Choden' });
    expect(first).toHaveAttribute('src', '/cdn/broken.png');
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: 'Pema Choden' });
    expect(second).toHaveAttribute('src', '/files/pema.png');
    fireEvent.error(second);
    expect(screen.getByRole('img', { name: 'Pema Choden' })).toHaveTextContent('PC');
  });
});
