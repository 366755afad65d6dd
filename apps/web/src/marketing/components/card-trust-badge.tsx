import Box from '@mui/material/Box';

/** Card-payment trust badge: our own drawing, no card-network logos or external images. */
export function CardTrustBadge() {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        border: '1px solid rgba(255,255,255,0.35)',
        borderRadius: 2,
        color: 'inherit',
      }}
    >
      <Box component="svg" viewBox="0 0 48 40" width={44} height={36} aria-hidden="true">
        <path d="M24 2 L42 8 V19 C42 29 34 36 24 38 C14 36 6 29 6 19 V8 Z" fill="#f2b705" />
        <rect x="13" y="14" width="22" height="14" rx="2.5" fill="#0b3a1f" />
        <rect x="13" y="17" width="22" height="3" fill="#f2b705" />
        <rect x="16" y="23" width="8" height="2" rx="1" fill="#f7f6f1" />
      </Box>
      <Box sx={{ lineHeight: 1.25 }}>
        <Box component="span" sx={{ display: 'block', fontWeight: 800, fontSize: 14 }}>
          Secure card payments
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: 12.5, opacity: 0.9 }}>
          Encrypted checkout · Visa, Mastercard, Amex, Discover
        </Box>
      </Box>
    </Box>
  );
}
