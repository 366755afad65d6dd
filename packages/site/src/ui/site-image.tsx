import type { SiteImage } from '../site-view.ts';

interface SiteImgProps {
  image: SiteImage;
  /** The frame's aspect when the image's own size is unknown (width and height attributes). */
  frame?: readonly [number, number];
  /** Above the fold: loaded at once and with high priority (the page's hero). */
  eager?: boolean;
  className?: string;
  sizes?: string;
}

/**
 * An image with width and height (no layout shift), lazy below the fold. Frames crop with
 * object-fit, so the frame's aspect is what the attributes describe when the file's is unknown.
 * With a WebP twin it is a `<picture>` offering the WebP first (the picture takes no box of its
 * own, so the `<img>` is laid out as before). `inPicture`: the caller's own `<picture>` offers the
 * sources (see {@link PictureSources}), so this is the bare `<img>`.
 */
export function SiteImg({
  image,
  frame = [16, 9],
  eager = false,
  className,
  sizes,
  inPicture = false,
}: SiteImgProps & { inPicture?: boolean }) {
  const width = image.width ?? frame[0] * 100;
  const height = image.height ?? frame[1] * 100;
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      className={className}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (inPicture || !image.webpSrc) return img;
  return (
    <picture className="site-picture">
      <PictureSources image={image} />
      {img}
    </picture>
  );
}

/**
 * The `<source>`s a `<picture>` offers for an image: its WebP twin, and for an alternative shown
 * only where `media` matches (the phone hero), the image itself too.
 */
export function PictureSources({ image, media }: { image: SiteImage; media?: string }) {
  const size = media && image.width && image.height ? { width: image.width, height: image.height } : {};
  return (
    <>
      {image.webpSrc ? <source type="image/webp" media={media} srcSet={image.webpSrc} {...size} /> : null}
      {media ? <source media={media} srcSet={image.src} {...size} /> : null}
    </>
  );
}

/** Initials in the team colors where a person or team has no picture. */
export function InitialsBadge({ text, className }: { text: string; className?: string }) {
  return (
    <span className={`initials ${className ?? ''}`} aria-hidden="true">
      {text}
    </span>
  );
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A detail page's wide picture under its heading (a game, event or article), if it has one. */
export function DetailFigure({ image, eager = false }: { image: SiteImage | null; eager?: boolean }) {
  if (!image) return null;
  return (
    <figure className="detail-figure">
      <SiteImg image={image} eager={eager} />
    </figure>
  );
}

/**
 * A page's wide band picture, if it has one: a list page's under its heading (the team's default
 * roster or game picture) or a player's action shot over the profile. Fixed height, so nothing
 * below moves while it loads.
 */
export function PageFigure({ image }: { image: SiteImage | null }) {
  if (!image) return null;
  return (
    <figure className="page-figure">
      <SiteImg image={image} eager />
    </figure>
  );
}
