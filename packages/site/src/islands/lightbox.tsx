import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { PhotoView } from '../site-view.ts';
import { PictureSources, SiteImg } from '../ui/site-image.tsx';

/** Horizontal travel (px) that counts as a swipe. */
const swipeDistance = 40;

/**
 * A gallery's photos as a grid of links to the full images (works without script), hydrated into
 * a lightbox: a modal dialog with previous/next buttons, arrow keys, swipe, Escape to close, and
 * focus back on the photo that opened it.
 */
export function Lightbox({ photos }: { photos: PhotoView[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const lastOpened = useRef(0);
  const swipeStart = useRef<number | null>(null);

  const show = (next: number) => setIndex((next + photos.length) % photos.length);
  // Opened in the click itself (not in an effect that could run late, after a quick Escape).
  const open = (at: number) => {
    lastOpened.current = at;
    show(at);
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();
  const onClosed = () => {
    setIndex(null);
    triggerRefs.current[lastOpened.current]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || index === null) return;
    const travel = event.clientX - start;
    if (Math.abs(travel) >= swipeDistance) show(travel < 0 ? index + 1 : index - 1);
  };

  const current = index === null ? null : photos[index];
  return (
    <>
      <ul className="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.full.src}>
            <a
              href={photo.full.src}
              ref={(element) => {
                triggerRefs.current[i] = element;
              }}
              onClick={(event) => {
                event.preventDefault();
                open(i);
              }}
            >
              <SiteImg image={photo.full} eager={i < 2} />
              <span className="visually-hidden">
                Open photo {i + 1} of {photos.length}
                {photo.title ? `: ${photo.title}` : ''}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="lightbox"
        aria-label="Photo viewer"
        onClose={onClosed}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {current && index !== null ? (
          <>
            <figure className="lightbox-figure">
              <picture className="site-picture">
                <PictureSources image={current.full} />
                <img
                  src={current.full.src}
                  alt={current.full.alt}
                  className="lightbox-image"
                  draggable={false}
                />
              </picture>
              <figcaption>
                <span className="lightbox-count">
                  {index + 1} / {photos.length}
                </span>{' '}
                {current.title}
              </figcaption>
            </figure>
            <div className="lightbox-controls">
              <button type="button" onClick={() => show(index - 1)}>
                <span aria-hidden="true">←</span> Previous
              </button>
              <button type="button" onClick={close} className="lightbox-close">
                Close
              </button>
              <button type="button" onClick={() => show(index + 1)}>
                Next <span aria-hidden="true">→</span>
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
