import type { Player } from '@sideline/domain';
import { ContentSectionPage } from '../../../ui/content-section/index.ts';
import { PlayerForm } from './player-form.tsx';
import { alumniSection, rosterSection } from './player-sections.ts';

/** /portal/roster/roster: the current players (spec part 2 §2 "Roster"). */
export function RosterPage() {
  return (
    <ContentSectionPage<Player>
      config={rosterSection}
      section="Roster"
      title="Roster"
      description="Current players: their details, pictures and summary appear on your roster and player pages."
      listLabel="Players"
      newLabel="New player"
      renderEditor={(player) => <PlayerForm player={player} alumni={false} />}
    />
  );
}

/** /portal/roster/alumni (also /portal/alumni): former players. */
export function AlumniPage() {
  return (
    <ContentSectionPage<Player>
      config={alumniSection}
      section="Roster"
      title="Alumni"
      description="Former players, listed on your alumni page. Switch Alumni off to move one back to the roster."
      listLabel="Alumni"
      newLabel="New alumni player"
      renderEditor={(player) => <PlayerForm player={player} alumni />}
    />
  );
}
