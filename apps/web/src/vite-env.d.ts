/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "true" builds the /teamsignin development sign-in page (spec part 1 §6). */
  readonly VITE_TEAM_SIGNIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
