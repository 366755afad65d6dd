import { type DesignPageType, designPageTypeLabels, designParts } from '@sideline/domain';
import type { CSSProperties } from 'react';

/** The editor's colors and mode, unsaved values included (the sketches follow them as typed). */
export interface SketchLook {
  primaryColor: string;
  secondaryColor: string;
  fontColor: string;
  darkMode: 'light' | 'dark';
}

/** What a page type shows, which decides the parts of the site's stylesheet a design changes there. */
type PageShape = 'home' | 'list' | 'profile' | 'detail';
const profilePages: readonly DesignPageType[] = ['player', 'coach', 'staff'];
const detailPages: readonly DesignPageType[] = ['article', 'event', 'game', 'about'];

function shapeOf(pageType: DesignPageType): PageShape {
  if (pageType === 'homepage') return 'home';
  if (profilePages.includes(pageType)) return 'profile';
  return detailPages.includes(pageType) ? 'detail' : 'list';
}

/** The site's light and dark surfaces (apps/web/src/site/site.css), at sketch scale. */
const surfaces = {
  light: {
    bg: '#ffffff',
    fg: '#1a1d21',
    muted: '#b6bcc4',
    surface: '#e7e9ed',
    card: '#ffffff',
    border: '#d9dde3',
  },
  dark: {
    bg: '#111418',
    fg: '#eef0f3',
    muted: '#59616b',
    surface: '#262c33',
    card: '#1d232a',
    border: '#3a434e',
  },
} as const;

/**
 * How each treatment of the site's stylesheet looks at sketch scale: corners, the heading's face,
 * the section heading's rule and the cards' surface (site.css "Treatments").
 */
function treatmentStyle(treatment: number, look: SketchLook, border: string) {
  const accent = look.secondaryColor;
  switch (treatment) {
    case 2:
      return {
        radius: 0,
        heading: { textTransform: 'uppercase', fontWeight: 900, letterSpacing: '0.04em' },
        sectionRule: `2px solid ${accent}`,
        card: { border: `1px solid ${border}` },
      } as const;
    case 3:
      return {
        radius: 5,
        heading: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
        sectionRule: 'none',
        card: { border: 'none', boxShadow: '0 1px 3px rgb(0 0 0 / 18%)' },
      } as const;
    case 4:
      return {
        radius: 1,
        heading: { fontWeight: 800, borderLeft: `3px solid ${accent}`, paddingLeft: 3 },
        sectionRule: `1px dashed ${accent}`,
        card: { border: `1px solid ${accent}` },
      } as const;
    default:
      return {
        radius: 3,
        heading: { fontWeight: 800 },
        sectionRule: `1px solid ${border}`,
        card: { border: `1px solid ${border}`, boxShadow: '0 1px 2px rgb(0 0 0 / 12%)' },
      } as const;
  }
}

/**
 * A schematic of one design of one page type, in the team's colors: the site's header, the page
 * heading in the design's treatment, and the page's content laid out as the design's family lays
 * it out (cards in a grid, a featured first card, rows with the picture left, a compact list;
 * the profile's photo left, right or small; a narrow reading column). Plain elements with inline
 * styles: sixteen of them cost a few hundred small boxes, not sixteen renders of the site.
 */
export function DesignSketch({
  design,
  pageType,
  look,
}: {
  design: number;
  pageType: DesignPageType;
  look: SketchLook;
}) {
  const { family, treatment } = designParts(design);
  const colors = surfaces[look.darkMode];
  const style = treatmentStyle(treatment, look, colors.border);
  const shape = shapeOf(pageType);
  const block = (css: CSSProperties): CSSProperties => ({
    background: colors.surface,
    borderRadius: style.radius,
    ...css,
  });
  const line = (width: string, css: CSSProperties = {}): CSSProperties => ({
    height: 3,
    width,
    borderRadius: 2,
    background: colors.muted,
    ...css,
  });
  const card: CSSProperties = {
    background: colors.card,
    borderRadius: style.radius,
    overflow: 'hidden',
    ...style.card,
  };

  return (
    <div
      data-family={family}
      data-treatment={treatment}
      style={{ width: '100%', height: '100%', background: colors.bg, color: colors.fg, overflow: 'hidden' }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          height: 16,
          padding: '0 6px',
          backgroundColor: look.primaryColor,
        }}
      >
        <div style={{ width: 8, height: 8, borderRadius: '50%', background: look.secondaryColor }} />
        {[14, 12, 16, 10].map((width) => (
          <div key={width} style={line(`${width}px`, { background: look.fontColor, opacity: 0.85 })} />
        ))}
      </div>
      {shape === 'home' && (
        <div
          style={{
            height: 42,
            background: `linear-gradient(135deg, ${look.primaryColor} 60%, ${look.secondaryColor} 60% 66%, ${look.primaryColor} 66%)`,
            display: 'grid',
            alignContent: 'end',
            padding: 5,
          }}
        >
          <div style={line('55%', { height: 5, background: look.fontColor })} />
        </div>
      )}
      <div style={{ padding: 6, display: 'grid', gap: 5 }}>
        <div style={{ fontSize: 10, lineHeight: 1.1, whiteSpace: 'nowrap', ...style.heading }}>
          {designPageTypeLabels[pageType]}
        </div>
        {shape === 'profile' ? (
          <ProfileSketch family={family} block={block} line={line} />
        ) : shape === 'detail' ? (
          <DetailSketch family={family} block={block} line={line} />
        ) : (
          <>
            <div style={{ borderBottom: style.sectionRule, paddingBottom: 2 }}>
              <div style={line('40%', { background: colors.fg })} />
            </div>
            <CardsSketch
              family={family}
              card={card}
              block={block}
              line={line}
              border={colors.border}
              radius={style.radius}
            />
          </>
        )}
      </div>
    </div>
  );
}

type Block = (css: CSSProperties) => CSSProperties;
type Line = (width: string, css?: CSSProperties) => CSSProperties;

/** Site lists (site.css "Cards"): 1 a grid, 2 the first card featured, 3 rows, 4 a compact list. */
function CardsSketch({
  family,
  card,
  block,
  line,
  border,
  radius,
}: {
  family: number;
  card: CSSProperties;
  block: Block;
  line: Line;
  border: string;
  radius: number;
}) {
  const count = family === 3 ? 4 : 6;
  const cardText = (
    <div style={{ display: 'grid', gap: 2, padding: 3, flex: 1 }}>
      <div style={line('80%')} />
      <div style={line('50%')} />
    </div>
  );
  if (family === 4) {
    return (
      <div style={{ border: `1px solid ${border}`, borderRadius: radius, overflow: 'hidden' }}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <div key={i} style={{ display: 'flex', alignItems: 'center', borderBottom: `1px solid ${border}` }}>
            <div style={block({ width: 14, height: 14, borderRadius: 0, flex: 'none' })} />
            {cardText}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div
      style={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: family === 3 ? '1fr' : 'repeat(3, 1fr)',
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          key={i}
          style={{
            ...card,
            display: 'flex',
            flexDirection: family === 3 ? 'row' : 'column',
            ...(family === 2 && i === 0 ? { gridColumn: 'span 2', gridRow: 'span 2' } : {}),
          }}
        >
          <div
            style={block({
              borderRadius: 0,
              ...(family === 3
                ? { width: '34%', height: 18, flex: 'none' }
                : { aspectRatio: '16 / 9', flex: 1 }),
            })}
          />
          {cardText}
        </div>
      ))}
    </div>
  );
}

/** A profile (site.css "Profiles"): the photo left (1), right (2 and 3) or small beside the name (4). */
function ProfileSketch({ family, block, line }: { family: number; block: Block; line: Line }) {
  const isSmall = family === 4;
  const isPhotoRight = family === 2 || family === 3;
  return (
    <>
      <div
        style={{
          display: 'flex',
          flexDirection: isPhotoRight ? 'row-reverse' : 'row',
          alignItems: isSmall ? 'center' : 'end',
          gap: 5,
        }}
      >
        <div
          style={block(
            isSmall ? { width: 22, height: 29, flex: 'none' } : { width: 42, height: 56, flex: 'none' },
          )}
        />
        <div style={{ display: 'grid', gap: 3, flex: 1 }}>
          <div style={line('70%', { height: 5 })} />
          <div style={line('45%')} />
          <div style={line('55%')} />
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 3 }}>
        {[0, 1, 2].map((i) => (
          <div key={i} style={block({ height: 14 })} />
        ))}
      </div>
      {[90, 75, 85].map((width) => (
        <div key={width} style={line(`${width}%`)} />
      ))}
    </>
  );
}

/** A detail page (an article, a game, an event): its picture and text, in a narrow column in family 3. */
function DetailSketch({ family, block, line }: { family: number; block: Block; line: Line }) {
  return (
    <div style={{ display: 'grid', gap: 4, width: family === 3 ? '68%' : '100%', justifySelf: 'center' }}>
      <div style={block({ height: 40 })} />
      {[95, 85, 90, 60, 88, 70].map((width) => (
        <div key={width} style={line(`${width}%`)} />
      ))}
    </div>
  );
}
