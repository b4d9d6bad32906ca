/**
 * Design tokens of the back office. Components read them through the styled-components theme
 * (never as literals) so that a product can re-brand the kit by passing another theme object.
 */

export type Tone = 'success' | 'info' | 'danger' | 'warning' | 'neutral' | 'primary';

export interface ToneColors {
  /** Text and icon colour on the tone's soft background. */
  fg: string;
  /** Soft background for badges, alerts and toasts. */
  bg: string;
  border: string;
  /** Strong colour: accents, solid fills. */
  solid: string;
}

export type BreakpointName = 'sm' | 'md' | 'lg';

export interface Theme {
  colors: {
    primary: string;
    primaryHover: string;
    primaryActive: string;
    primarySoft: string;
    primaryContrast: string;
    text: string;
    textMuted: string;
    surface: string;
    surfaceHover: string;
    background: string;
    border: string;
    borderStrong: string;
    focus: string;
    overlay: string;
    danger: string;
    dangerHover: string;
    success: string;
    warning: string;
    info: string;
    sidebar: string;
    sidebarText: string;
    sidebarActive: string;
  };
  tones: Record<Tone, ToneColors>;
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; normal: number };
  fonts: { body: string; mono: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  /** Minimum widths in px; the spec's breakpoints (sm 500, md 768, lg 1200). */
  breakpoints: Record<BreakpointName, number>;
  zIndices: { sticky: number; drawer: number; dialog: number; menu: number; toast: number };
  transitions: { fast: string; normal: string };
}

const palette = {
  blue900: '#0B1F4D',
  blue800: '#13306F',
  blue700: '#1A3F8F',
  blue600: '#2451B3',
  blue50: '#EEF3FC',
  ink: '#111827',
  slate: '#5A6475',
};

export const theme: Theme = {
  colors: {
    primary: palette.blue700,
    primaryHover: palette.blue800,
    primaryActive: palette.blue900,
    primarySoft: palette.blue50,
    primaryContrast: '#FFFFFF',
    text: palette.ink,
    textMuted: palette.slate,
    surface: '#FFFFFF',
    surfaceHover: '#F5F7FB',
    background: '#F3F5F9',
    border: '#DDE2EA',
    borderStrong: '#B8C0CE',
    focus: '#3D7BFF',
    overlay: 'rgba(11, 20, 40, 0.48)',
    danger: '#C0362C',
    dangerHover: '#9F2A22',
    success: '#1E7F4F',
    warning: '#A15C00',
    info: '#1D6FB8',
    sidebar: palette.blue900,
    sidebarText: '#C9D3EA',
    sidebarActive: 'rgba(255, 255, 255, 0.12)',
  },
  tones: {
    success: { fg: '#145C39', bg: '#E7F6EE', border: '#B5E2C8', solid: '#1E7F4F' },
    info: { fg: '#124E85', bg: '#E8F2FC', border: '#B9D6F2', solid: '#1D6FB8' },
    danger: { fg: '#8E241C', bg: '#FDECEA', border: '#F3C1BC', solid: '#C0362C' },
    warning: { fg: '#7A4500', bg: '#FFF4E0', border: '#F5D59B', solid: '#C77700' },
    neutral: { fg: '#374151', bg: '#F1F3F6', border: '#D9DEE6', solid: '#6B7280' },
    primary: { fg: palette.blue800, bg: palette.blue50, border: '#C3D3F2', solid: palette.blue700 },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '26px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  fonts: {
    body: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif",
    mono: "'JetBrains Mono', SFMono-Regular, Menlo, Consolas, monospace",
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
    lg: '0 18px 48px rgba(16, 24, 40, 0.18), 0 4px 12px rgba(16, 24, 40, 0.08)',
    focus: '0 0 0 3px rgba(61, 123, 255, 0.45)',
  },
  breakpoints: { sm: 500, md: 768, lg: 1200 },
  zIndices: { sticky: 10, drawer: 1000, dialog: 1100, menu: 1200, toast: 1300 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};
