import { describe, expect, it } from 'vitest';
import { creationPath, isCreationPathWord } from './creation-routes.ts';

describe('isCreationPathWord', () => {
  it('recognises add, new and create followed by the entity name, in any case', () => {
    expect(isCreationPathWord('addopponent', 'opponent')).toBe(true);
    expect(isCreationPathWord('newLeague', 'league')).toBe(true);
    expect(isCreationPathWord('CREATESEASON', 'season')).toBe(true);
  });

  it('refuses other words, other entities and a missing prefix', () => {
    expect(isCreationPathWord('addseason', 'league')).toBe(false);
    expect(isCreationPathWord('opponent', 'opponent')).toBe(false);
    expect(isCreationPathWord('addopponents', 'opponent')).toBe(false);
    expect(isCreationPathWord('3f2a-uuid', 'opponent')).toBe(false);
  });
});

describe('creationPath', () => {
  it('puts add{entity} under the section', () => {
    expect(creationPath('/portal/opponents', 'opponent')).toBe('/portal/opponents/addopponent');
    expect(isCreationPathWord(creationPath('/portal/x', 'sponsor').split('/').at(-1)!, 'sponsor')).toBe(true);
  });
});
