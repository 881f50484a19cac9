/**
 * A Vite build plugin whose work runs once the app's client build (the one with index.html) is
 * written: not in the SSR build, nor after an error. The build's steps that work on the written
 * files (prerendering, precompressing) are made with it.
 */
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

export function afterAppBuild(
  name: string,
  steps: { written?: (bundle: Rolldown.OutputBundle) => void; run: (config: ResolvedConfig) => void | Promise<void> },
): Plugin {
  let config: ResolvedConfig;
  let builtApp = false;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_output, bundle) {
      if ('index.html' in bundle) builtApp = true;
      steps.written?.(bundle);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !builtApp || config.build.ssr) return;
        await steps.run(config);
      },
    },
  };
}
