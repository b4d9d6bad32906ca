import { type KeyboardEvent, type ReactNode, useState } from 'react';

import { DotButton, Dots, Root, Slide, Track } from './Carousel.styles';

export interface CarouselProps {
  slides: readonly ReactNode[];
  /** Slide transition in ms (spec: 500). */
  speed?: number;
  initialIndex?: number;
  /** Accessible name of the carousel region. */
  label?: string;
  className?: string;
}

/**
 * Manual carousel (no autoplay: moving content that the user did not start is an accessibility
 * problem, and the spec's sign-in panel does not auto-play). Dots pick a slide; Left/Right keys
 * step when the carousel has focus.
 */
export function Carousel({ slides, speed = 500, initialIndex = 0, label = 'Highlights', className }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      setIndex((i) => (i + 1) % count);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      setIndex((i) => (i - 1 + count) % count);
    }
  };

  return (
    <div className={className}>
      <Root role="region" aria-roledescription="carousel" aria-label={label} tabIndex={0} onKeyDown={onKeyDown}>
        <Track $index={index} $speed={speed} aria-live="polite">
          {slides.map((slide, i) => (
            <Slide
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              // Off-screen slides must not take focus.
              inert={i !== index}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Root>
      {count > 1 && (
        <Dots>
          {slides.map((_, i) => (
            <DotButton
              key={i}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              $current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </Dots>
      )}
    </div>
  );
}
