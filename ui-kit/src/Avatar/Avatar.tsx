import { useState } from 'react';

import { Root } from './Avatar.styles';

export interface AvatarProps {
  name: string;
  url?: string | null;
  /** Tried when `url` fails to load (spec 002: an image that fails falls back to an alternate URL). */
  fallbackUrl?: string | null;
  /** Diameter in px (default 32). */
  size?: number;
  className?: string;
  /** Beside the person's name (a profile button): hidden from assistive technology, which reads the name once. */
  decorative?: boolean;
}

/** 'Karma Wangmo Dorji' -> 'KD': first and last word, so long names stay two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Photo when it loads, then the fallback address, initials otherwise (no url, or broken/expired ones). */
export function Avatar({ name, url, fallbackUrl, size = 32, className, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = [url, fallbackUrl].filter((u): u is string => Boolean(u));
  const current = candidates.find((u) => !failed.includes(u));
  const labelled = !decorative && !current;
  return (
    <Root $size={size} className={className} role={labelled ? 'img' : undefined} aria-label={labelled ? name : undefined} aria-hidden={decorative || undefined}>
      {current ? (
        <img src={current} alt={decorative ? '' : name} onError={() => setFailed((list) => [...list, current])} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Root>
  );
}
