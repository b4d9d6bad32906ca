import { render, screen } from '@testing-library/react';

import { theme } from '../theme/tokens';
import { UiKitProvider } from '../UiKitProvider';
import { Badge } from './Badge';

// jsdom keeps colours as written when they are not rgb(): compare through a probe element so
// the theme's hex and the computed value are read the same way.
const asComputed = (colour: string) => {
  const probe = document.createElement('span');
  probe.style.color = colour;
  return probe.style.color;
};

describe('Badge', () => {
  it('renders its label', () => {
    render(
      <UiKitProvider>
        <Badge tone="danger">Void</Badge>
      </UiKitProvider>,
    );
    expect(screen.getByText('Void')).toBeInTheDocument();
  });

  it.each(['danger', 'success', 'primary'] as const)('takes its colours from the %s tone', (tone) => {
    render(
      <UiKitProvider>
        <Badge tone={tone}>Label</Badge>
      </UiKitProvider>,
    );
    const style = getComputedStyle(screen.getByText('Label'));
    expect(style.color).toBe(asComputed(theme.tones[tone].fg));
    expect(style.backgroundColor).toBe(asComputed(theme.tones[tone].bg));
  });

  it('is neutral when no tone is given', () => {
    render(
      <UiKitProvider>
        <Badge>Draft</Badge>
      </UiKitProvider>,
    );
    expect(getComputedStyle(screen.getByText('Draft')).color).toBe(asComputed(theme.tones.neutral.fg));
  });
});
