import { imageLoadAttempts, imageRetryDelayMs } from '@sideline/domain';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';

export interface RetryingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  /** The other size variant of the same picture, tried on every other attempt. */
  fallbackSrc?: string;
}

/** The address of a given attempt: the first is `src`, then the fallback and `src` take turns. */
function pickAttemptSrc(attempt: number, src: string, fallbackSrc: string | undefined): string {
  return fallbackSrc && attempt % 2 === 1 ? fallbackSrc : src;
}

/**
 * An image that is asked for again every 500 ms when it fails to load (a variant may still be on
 * its way to storage), alternating with the other size variant when there is one, and shown as a
 * neutral "Image not available" box once the bounded attempts are spent (spec part 1 §5, §8).
 */
export function RetryingImage({
  src,
  alt,
  fallbackSrc,
  onError,
  className,
  style,
  ...imgProps
}: RetryingImageProps) {
  // Failures counted for this pair of addresses; a new picture starts again from its first attempt.
  const [failures, setFailures] = useState({ src, fallbackSrc, count: 0, isWaiting: false });
  const isCurrent = failures.src === src && failures.fallbackSrc === fallbackSrc;
  const failureCount = isCurrent ? failures.count : 0;
  const isWaiting = isCurrent && failures.isWaiting;

  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setFailures((f) => ({ ...f, isWaiting: false })), imageRetryDelayMs);
    return () => clearTimeout(timer);
  }, [isWaiting]);

  if (failureCount >= imageLoadAttempts) {
    return (
      <span
        role="img"
        aria-label={`${alt}: image not available`}
        className={className}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 8,
          boxSizing: 'border-box',
          background: '#eeeeee',
          color: '#555555',
          font: 'inherit',
          fontSize: '0.8125rem',
          textAlign: 'center',
          ...style,
        }}
      >
        Image not available
      </span>
    );
  }
  // Between attempts nothing is rendered in the image's place but an empty box of its size.
  if (isWaiting)
    return <span aria-hidden="true" className={className} style={{ display: 'inline-block', ...style }} />;

  return (
    <img
      {...imgProps}
      // A new element per attempt, so the browser asks the server again for the same address.
      key={failureCount}
      src={pickAttemptSrc(failureCount, src, fallbackSrc)}
      alt={alt}
      className={className}
      style={style}
      onError={(event) => {
        setFailures({ src, fallbackSrc, count: failureCount + 1, isWaiting: true });
        onError?.(event);
      }}
    />
  );
}
