import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+; other engines read a comment): compile every function of the file as it streams in. */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks React DOM's chunk for eager compilation. Hydration runs most of it on every first visit, and the rest
 * (the event system) runs at the visitor's first tap: compiled lazily, that tap waited for the compiler on the
 * main thread (about 30 ms at 12x CPU slowdown, docs/performance.md#compiled-before-the-first-tap); hinted, V8
 * compiles it off the main thread while the file downloads. Added after minification, which would drop it.
 */
export function compileHints(chunkNames: readonly string[] = ['react-dom']): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunkNames.includes(chunk.name) && !chunk.code.startsWith(COMPILE_ALL_ON_LOAD)) {
          chunk.code = COMPILE_ALL_ON_LOAD + chunk.code;
        }
      }
    },
  };
}
