/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Set at build time; busts the persisted query cache when a new build ships. */
  readonly VITE_BUILD_ID?: string;
}
