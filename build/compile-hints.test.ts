import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_ON_LOAD, compileHints } from './compile-hints.ts';

const chunk = (name: string, code: string) => ({ type: 'chunk' as const, name, code, fileName: `assets/${name}-x.js` });

function run(bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset'; name: string; source: string }>) {
  const plugin = compileHints();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

describe('compileHints', () => {
  it('puts V8’s hint first in React DOM’s chunk after minification, once, and nowhere else', () => {
    const bundle = run({
      'assets/react-dom-x.js': chunk('react-dom', 'import{a}from"./index.js";var n=1;'),
      'assets/index-x.js': chunk('index', 'console.log(1);'),
      'index.html': { type: 'asset', name: 'index.html', source: '<!doctype html>' },
    });
    expect((bundle['assets/react-dom-x.js'] as ReturnType<typeof chunk>).code).toBe(`${COMPILE_ALL_ON_LOAD}import{a}from"./index.js";var n=1;`);
    expect((bundle['assets/index-x.js'] as ReturnType<typeof chunk>).code).toBe('console.log(1);');
    expect(COMPILE_ALL_ON_LOAD).toBe('//# allFunctionsCalledOnLoad\n');

    run(bundle);
    expect((bundle['assets/react-dom-x.js'] as ReturnType<typeof chunk>).code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
