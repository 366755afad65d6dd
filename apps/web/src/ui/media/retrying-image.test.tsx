import { imageLoadAttempts, imageRetryDelayMs } from '@sideline/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryingImage } from './retrying-image.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const image = () => screen.queryByRole('img', { name: 'Team logo' }) as HTMLImageElement | null;

/** The current image fails to load, then `ms` pass. */
function failAndWait(ms: number) {
  const current = image();
  if (!current) throw new Error('no image is shown');
  fireEvent.error(current);
  act(() => vi.advanceTimersByTime(ms));
}

describe('RetryingImage', () => {
  it('asks for a failed image again after 500 ms, not before', () => {
    render(<RetryingImage src="/files/logo.png" alt="Team logo" />);
    const first = image();
    fireEvent.error(first as HTMLImageElement);
    act(() => vi.advanceTimersByTime(imageRetryDelayMs - 1));
    expect(image()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // A new element, so the browser loads the address again.
    expect(image()).not.toBe(first);
    expect(image()?.getAttribute('src')).toBe('/files/logo.png');
  });

  it('alternates with the other size variant', () => {
    render(<RetryingImage src="/files/logo-196.png" fallbackSrc="/files/logo.png" alt="Team logo" />);
    const tried = [image()?.getAttribute('src')];
    for (let i = 0; i < 3; i += 1) {
      failAndWait(imageRetryDelayMs);
      tried.push(image()?.getAttribute('src'));
    }
    expect(tried).toEqual([
      '/files/logo-196.png',
      '/files/logo.png',
      '/files/logo-196.png',
      '/files/logo.png',
    ]);
  });

  it('gives up after the bounded attempts and shows a neutral box', () => {
    render(<RetryingImage src="/files/missing.png" alt="Team logo" style={{ width: 96, height: 96 }} />);
    for (let attempt = 1; attempt < imageLoadAttempts; attempt += 1) failAndWait(imageRetryDelayMs);
    fireEvent.error(image() as HTMLImageElement);

    const box = screen.getByRole('img', { name: 'Team logo: image not available' });
    expect(box.textContent).toBe('Image not available');
    expect(box.style.width).toBe('96px');
    act(() => vi.advanceTimersByTime(imageRetryDelayMs * 4));
    expect(screen.queryByRole('img', { name: 'Team logo' })).toBeNull();
  });

  it('starts again for a new picture', () => {
    const { rerender } = render(<RetryingImage src="/files/a.png" alt="Team logo" />);
    for (let attempt = 0; attempt < imageLoadAttempts; attempt += 1) {
      fireEvent.error(image() as HTMLImageElement);
      act(() => vi.advanceTimersByTime(imageRetryDelayMs));
    }
    expect(image()).toBeNull();
    rerender(<RetryingImage src="/files/b.png" alt="Team logo" />);
    expect(image()?.getAttribute('src')).toBe('/files/b.png');
  });
});
