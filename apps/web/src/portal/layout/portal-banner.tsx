import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { TeamSession } from '@sideline/domain';
import { useEffect, useState } from 'react';
import { getStoreSetupPath } from '../../ui/session/team-menu.ts';
import { brand } from '../../ui/theme.ts';

/** Spec part 1 §9: 4 s per slide, 500 ms transition. */
const bannerSlideMs = 4000;
const bannerTransitionMs = 500;

interface BannerSlide {
  title: string;
  text: string;
  action: string;
  to: string;
}

/** The offers the banner rotates through; the store slide goes where the team's store setup is. */
export function buildBannerSlides(team: TeamSession): readonly BannerSlide[] {
  return [
    {
      title: 'Marketplace',
      text: 'Team deals on apparel, sticks and injury prevention from our partner brands.',
      action: 'Shop the marketplace',
      to: '/portal/marketplace',
    },
    {
      title: 'Team merchandise with JOG',
      text: 'Custom hoodies, jerseys and hats in your colors, made to order, no minimums.',
      action: 'See the JOG offer',
      to: '/portal/dashboard/partner/jog',
    },
    {
      title: 'Open your online store',
      text: 'Sell tickets, merchandise and player dues right from your website.',
      action: 'Set up the store',
      to: getStoreSetupPath(team),
    },
  ];
}

/** The portal's rotating banner: pauses on hover and focus, with previous, next and pause buttons. */
export function PortalBanner({ slides }: { slides: readonly BannerSlide[] }) {
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const isPaused = isHovered || isFocused || isStopped;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide change (automatic or by the buttons) restarts its 4 s.
  useEffect(() => {
    if (isPaused || slides.length < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), bannerSlideMs);
    return () => window.clearTimeout(timer);
  }, [index, isPaused, slides.length]);

  const go = (delta: number) => setIndex((i) => (i + delta + slides.length) % slides.length);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Sideline offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        // The previous, next and pause buttons stay at every width (WCAG 2.2.2), so phones get less gap.
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 1, sm: 2 },
        py: 1,
        color: brand.chalk,
        background: `linear-gradient(90deg, ${brand.pitchDark}, ${brand.pitch})`,
      }}
    >
      <IconButton size="small" aria-label="Previous slide" onClick={() => go(-1)} sx={{ color: 'inherit' }}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        aria-live={isPaused ? 'polite' : 'off'}
        sx={{ display: 'grid', flex: 1, minWidth: 0, overflow: 'hidden' }}
      >
        {slides.map((slide, i) => {
          const isCurrent = i === index;
          return (
            <Box
              key={slide.to}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              sx={{
                // Every slide sits in the same grid cell, so the banner is as tall as its tallest slide.
                gridArea: '1 / 1',
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start', sm: 'center' },
                gap: { xs: 0.75, sm: 2 },
                // Room for the focus ring of the slide's button inside the clipping container.
                py: 0.75,
                px: 0.75,
                opacity: isCurrent ? 1 : 0,
                // The old slide leaves to the left and the new one comes in from the right (reversed
                // when going back), so two texts never sit on top of each other.
                transform: `translateX(${isCurrent ? 0 : i === (index - 1 + slides.length) % slides.length ? -100 : 100}%)`,
                transition: `opacity ${bannerTransitionMs}ms ease, transform ${bannerTransitionMs}ms ease`,
                // Visitors who ask for less motion get the next slide at once.
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box component="span" sx={{ fontWeight: 800, color: brand.gold, mr: 1 }}>
                  {slide.title}
                </Box>
                <Box component="span" sx={{ fontSize: { xs: 13.5, sm: 14.5 } }}>
                  {slide.text}
                </Box>
              </Box>
              <Button
                href={slide.to}
                size="small"
                variant="contained"
                color="secondary"
                sx={{ flexShrink: 0 }}
              >
                {slide.action}
              </Button>
            </Box>
          );
        })}
      </Box>
      <IconButton size="small" aria-label="Next slide" onClick={() => go(1)} sx={{ color: 'inherit' }}>
        <ChevronRightIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={isStopped ? 'Start rotating the banner' : 'Stop rotating the banner'}
        onClick={() => setStopped((s) => !s)}
        sx={{ color: 'inherit' }}
      >
        {isStopped ? <PlayArrowIcon /> : <PauseIcon />}
      </IconButton>
    </Box>
  );
}
