import { describe, expect, it } from 'vitest';
import { screenModules } from './prerender';

describe('screenModules', () => {
  it('lists each screen’s chunk and its static imports, without what the entry already loads', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-2.js' },
      '_ui.js': { file: 'assets/ui-3.js', imports: ['_shared.js'] },
      '_actions.js': { file: 'assets/actions-4.js' },
      'src/app/routes/login.tsx': { file: 'assets/login-5.js', isDynamicEntry: true, imports: ['_ui.js', '_shared.js', '_actions.js'] },
      'src/app/routes/plans.tsx': { file: 'assets/plans-6.js', isDynamicEntry: true, imports: ['_ui.js'] },
    };
    const modules = screenModules(manifest, '/');
    expect(modules.login).toEqual(['/assets/login-5.js', '/assets/ui-3.js', '/assets/actions-4.js']);
    expect(modules.plans).toEqual(['/assets/plans-6.js', '/assets/ui-3.js']);
    // Screens the build has no chunk for (demo-only ones in a production build) are left out.
    expect(Object.keys(modules).sort()).toEqual(['login', 'plans']);
  });

  it('writes the site’s base path in front of each file', () => {
    const manifest = { 'src/app/routes/terms.tsx': { file: 'assets/terms-7.js', isDynamicEntry: true } };
    expect(screenModules(manifest, '/app/')).toEqual({ terms: ['/app/assets/terms-7.js'] });
  });
});
