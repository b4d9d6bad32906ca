import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Carousel } from './Carousel';

describe('Carousel', () => {
  it('moves with dots and arrow keys, without autoplay', async () => {
    jest.useFakeTimers();
    render(
      <UiKitProvider>
        <Carousel slides={['One', 'Two', 'Three']} />
      </UiKitProvider>,
    );
    const current = () => screen.getAllByRole('group', { hidden: true }).findIndex((s) => s.getAttribute('aria-hidden') === 'false');
    expect(current()).toBe(0);
    jest.advanceTimersByTime(30000);
    expect(current()).toBe(0);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    screen.getByRole('region', { name: 'Highlights' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(current()).toBe(2);
  });
});
