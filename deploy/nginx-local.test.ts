import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(__dirname, 'nginx-local.sh');

/** A build the script accepts: an index page and the headers file the build writes. */
function fakeBuild(parent: string): string {
  const dist = join(parent, 'dist');
  mkdirSync(join(dist, '.deploy'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dist, '.deploy', 'security-headers.conf'), '');
  return dist;
}

describe('deploy/nginx-local.sh', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) {
      chmodSync(dir, 0o755);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops at once, naming the closed folder and the fix, when nginx’s workers could not read the build', () => {
    const closed = mkdtempSync(join(tmpdir(), 'nginx-local-closed-'));
    made.push(closed);
    const dist = fakeBuild(closed);
    // Closed to everyone but root: the workers (nobody when run as root, the user otherwise) cannot enter it.
    chmodSync(closed, 0o000);
    const run = spawnSync('bash', [script, dist, '1'], { encoding: 'utf8', timeout: 10_000, env: { ...process.env, NGINX_USER: '' } });
    expect(run.status).toBe(77);
    expect(run.stderr).toContain(`cannot read ${dist}`);
    expect(run.stderr).toContain(`${closed} is closed to them`);
    expect(run.stderr).toMatch(/Fix: .*chmod o\+x .*NGINX_USER=/);
  });

  it('goes past the check for a build its workers can read (and stops only at the next one, a bad port)', () => {
    const open = mkdtempSync(join(tmpdir(), 'nginx-local-open-'));
    made.push(open);
    chmodSync(open, 0o755);
    const dist = fakeBuild(open);
    const run = spawnSync('bash', [script, dist, 'not-a-port'], { encoding: 'utf8', timeout: 10_000 });
    expect(run.stderr).not.toContain('cannot read');
    expect(run.stderr).toContain('PORT must be a number');
    expect(run.status).toBe(64);
  });
});
