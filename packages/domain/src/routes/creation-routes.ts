/**
 * Admin creation routes (spec part 2 §2): a portal path whose last word starts with add, new or
 * create followed by the entity name ("/portal/opponents/addopponent", ".../newleague",
 * ".../createseason") opens the create form of that entity.
 */
export const creatableEntities = [
  'event',
  'article',
  'gallery',
  'coach',
  'executiveboard',
  'player',
  'alumni',
  'league',
  'season',
  'game',
  'sponsor',
  'opponent',
  'custom',
  'product',
  'ticket',
] as const;
export type CreatableEntity = (typeof creatableEntities)[number];

const creationWord = /^(?:add|new|create)(.*)$/i;

/** Whether one path word (the last of a portal path) asks to create `entity`. */
export function isCreationPathWord(word: string, entity: CreatableEntity): boolean {
  const match = creationWord.exec(word);
  return match?.[1]?.toLowerCase() === entity;
}

/** The create route the portal links to for `entity` under a section path. */
export function creationPath(sectionPath: string, entity: CreatableEntity): string {
  return `${sectionPath}/add${entity}`;
}
