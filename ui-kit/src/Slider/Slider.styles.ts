import styled, { css } from 'styled-components';

export const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: flex-end;
  margin-top: -22px;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Value = styled.output`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const thumb = css`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
`;

export const Range = styled.input<{ $percent: number }>`
  width: 100%;
  height: 24px;
  margin: 0;
  background: transparent;
  appearance: none;
  -webkit-appearance: none;
  cursor: pointer;
  &::-webkit-slider-runnable-track {
    height: 4px;
    border-radius: 2px;
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.primary} ${({ $percent }) => $percent}%,
      ${({ theme }) => theme.colors.border} ${({ $percent }) => $percent}%
    );
  }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    margin-top: -7px;
    ${thumb}
  }
  &::-moz-range-track {
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &::-moz-range-progress {
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:focus {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Marks = styled.div`
  position: relative;
  height: 20px;
  margin: 0 9px;
`;

export const Mark = styled.button<{ $percent: number }>`
  position: absolute;
  top: 0;
  left: ${({ $percent }) => $percent}%;
  transform: translateX(-50%);
  padding: 0 2px;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &::before {
    content: '';
    position: absolute;
    top: -6px;
    left: 50%;
    width: 1px;
    height: 4px;
    background: ${({ theme }) => theme.colors.borderStrong};
  }
`;
