import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useTheme } from 'styled-components';

import { theme as defaultTheme } from './tokens';

// The design tokens drawn from the theme object the provider passes down (useTheme), never
// copied: a changed token shows here at once, and a re-branded theme shows its own values.

const grid: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' };
const caption: CSSProperties = { fontSize: 13, lineHeight: 1.4 };

function Token({ name, value, children }: { name: string; value: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  return (
    <figure style={{ margin: 0, display: 'flex', gap: 12, alignItems: 'center' }}>
      {children}
      <figcaption style={caption}>
        <strong style={{ display: 'block', color: theme.colors.text }}>{name}</strong>
        <code style={{ color: theme.colors.textMuted, fontFamily: theme.fonts.mono }}>{value}</code>
      </figcaption>
    </figure>
  );
}

function Swatch({ colour }: { colour: string }) {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      style={{ width: 48, height: 48, flex: 'none', borderRadius: theme.radii.md, background: colour, border: `1px solid ${theme.colors.border}` }}
    />
  );
}

/** A named group; its heading is the docs page's (Foundations.mdx), with the notes. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 16 }}>
      {children}
    </section>
  );
}

function Colours() {
  const theme = useTheme();
  return (
    <Section title="Colours">
      <div style={grid}>
        {Object.entries(theme.colors).map(([name, value]) => (
          <Token key={name} name={`colors.${name}`} value={value}>
            <Swatch colour={value} />
          </Token>
        ))}
      </div>
    </Section>
  );
}

function Tones() {
  const theme = useTheme();
  return (
    <Section title="Tones">
      <p style={{ margin: 0 }}>Badges, alerts and toasts: text in fg on the soft bg, framed by border; solid for accents.</p>
      <div style={grid}>
        {Object.entries(theme.tones).map(([name, tone]) => (
          <div
            key={name}
            style={{
              background: tone.bg,
              color: tone.fg,
              border: `1px solid ${tone.border}`,
              borderLeft: `6px solid ${tone.solid}`,
              borderRadius: theme.radii.md,
              padding: 12,
            }}
          >
            <strong style={{ display: 'block' }}>tones.{name}</strong>
            <code style={{ fontFamily: theme.fonts.mono, fontSize: 12 }}>
              fg {tone.fg} · bg {tone.bg} · border {tone.border} · solid {tone.solid}
            </code>
          </div>
        ))}
      </div>
    </Section>
  );
}

function TypeScale() {
  const theme = useTheme();
  return (
    <Section title="Type scale">
      <p style={{ margin: 0 }}>
        Body font <code>{theme.fonts.body}</code>; monospace <code>{theme.fonts.mono}</code>. Line heights: tight {theme.lineHeights.tight}, normal{' '}
        {theme.lineHeights.normal}.
      </p>
      <div style={{ display: 'grid', gap: 12 }}>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
            <code style={{ width: 140, flex: 'none', fontFamily: theme.fonts.mono, color: theme.colors.textMuted }}>
              fontSizes.{name} {size}
            </code>
            <span style={{ fontSize: size, lineHeight: theme.lineHeights.tight }}>Invoice INV-0042 paid: Nu. 12,500.00</span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {Object.entries(theme.fontWeights).map(([name, weight]) => (
          <span key={name} style={{ fontWeight: weight }}>
            fontWeights.{name} {weight}
          </span>
        ))}
      </div>
    </Section>
  );
}

function Spacing() {
  const theme = useTheme();
  return (
    <Section title="Spacing">
      <div style={{ display: 'grid', gap: 8 }}>
        {Object.entries(theme.space).map(([name, size]) => (
          <Token key={name} name={`space.${name}`} value={size}>
            <span aria-hidden="true" style={{ width: size, height: 16, flex: 'none', background: theme.colors.primary, borderRadius: 2 }} />
          </Token>
        ))}
      </div>
    </Section>
  );
}

function Radii() {
  const theme = useTheme();
  return (
    <Section title="Radii">
      <div style={grid}>
        {Object.entries(theme.radii).map(([name, radius]) => (
          <Token key={name} name={`radii.${name}`} value={radius}>
            <span
              aria-hidden="true"
              style={{
                width: 64,
                height: 48,
                flex: 'none',
                borderRadius: radius,
                background: theme.colors.primarySoft,
                border: `2px solid ${theme.colors.primary}`,
              }}
            />
          </Token>
        ))}
      </div>
    </Section>
  );
}

function Shadows() {
  const theme = useTheme();
  return (
    <Section title="Shadows">
      <div style={grid}>
        {Object.entries(theme.shadows).map(([name, shadow]) => (
          <Token key={name} name={`shadows.${name}`} value={shadow}>
            <span
              aria-hidden="true"
              style={{ width: 64, height: 48, flex: 'none', borderRadius: theme.radii.md, background: theme.colors.surface, boxShadow: shadow }}
            />
          </Token>
        ))}
      </div>
    </Section>
  );
}

function Breakpoints() {
  const theme = useTheme();
  const widest = Math.max(...Object.values(theme.breakpoints));
  return (
    <Section title="Breakpoints">
      <p style={{ margin: 0 }}>
        Minimum widths of the layouts (the viewport toolbar offers each). `media.up(name)` is width at least the value, `media.down(name)` below it.
      </p>
      <div style={{ display: 'grid', gap: 8 }}>
        {Object.entries(theme.breakpoints).map(([name, width]) => (
          <Token key={name} name={`breakpoints.${name}`} value={`${width}px`}>
            <span
              aria-hidden="true"
              style={{ width: `${(width / widest) * 240}px`, height: 12, flex: 'none', background: theme.colors.info, borderRadius: 2 }}
            />
          </Token>
        ))}
      </div>
    </Section>
  );
}

const meta = {
  title: 'Foundations/Theme tokens',
  // The page is Foundations.mdx, which shows these stories with their notes.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourTokens: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    // One swatch per token of the theme object: nothing left out, nothing made up.
    const names = within(canvasElement)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('strong')?.textContent);
    await expect(names).toEqual(Object.keys(defaultTheme.colors).map((name) => `colors.${name}`));
  },
};
export const ToneTokens: Story = { name: 'Tones', render: () => <Tones /> };
export const TypeScaleTokens: Story = { name: 'Type scale', render: () => <TypeScale /> };
export const SpacingTokens: Story = { name: 'Spacing', render: () => <Spacing /> };
export const RadiusTokens: Story = { name: 'Radii', render: () => <Radii /> };
export const ShadowTokens: Story = { name: 'Shadows', render: () => <Shadows /> };
export const BreakpointTokens: Story = { name: 'Breakpoints', render: () => <Breakpoints /> };
