import Avatar from '@mui/material/Avatar';
import { buildTeamInitials, type TeamSession } from '@sideline/domain';
import { brand } from '../../ui/theme.ts';

/** The team logo when one is uploaded, else its initials (spec part 1 §2 "Side menu"). */
export function TeamAvatar({ team, size = 48 }: { team: TeamSession; size?: number }) {
  if (team.logoUrl) {
    return (
      <Avatar
        src={team.logoUrl}
        alt={`${team.name} logo`}
        variant="rounded"
        sx={{ width: size, height: size, bgcolor: 'transparent', '& img': { objectFit: 'contain' } }}
      />
    );
  }
  return (
    <Avatar
      aria-hidden="true"
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: brand.gold,
        color: brand.ink,
        fontWeight: 900,
        fontSize: size * 0.38,
      }}
    >
      {buildTeamInitials(team.name)}
    </Avatar>
  );
}
