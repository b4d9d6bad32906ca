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
    render(<UiKitProvider><Avatar name="Pema Choden" /></UiKitProvider>);
    expect(screen.getByRole('img', { name: 'Pema Choden' })).toHaveTextContent('PC');
  });

  it('falls back to initials when the image fails', () => {
    render(<UiKitProvider><Avatar name="Pema Choden" url="/broken.png" /></UiKitProvider>);
    const img = screen.getByRole('img', { name: 'Pema Choden' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Pema Choden' })).toHaveTextContent('PC');
  });
});
