import { describe, expect, it } from 'vitest';
import { STARTUP_KEYS, STORAGE_KEYS } from '../src/lib/storage/storage-keys';
import { PRICES } from '../src/config/prices';
import { startupScript } from './startup-scripts';

/**
 * The head script is inlined in every page before anything is painted, so its
 * bytes travel in the document's first round trip: it carries what it reads
 * and nothing it merely sits beside in a module.
 */
describe('the compiled head script', () => {
  it('names the storage keys it reads and no other', async () => {
    const code = await startupScript('head');
    for (const key of Object.values(STARTUP_KEYS)) expect(code).toContain(`\`${key}\``);
    const others = Object.values(STORAGE_KEYS).filter((key) => !(Object.values(STARTUP_KEYS) as string[]).includes(key));
    expect(others.length).toBeGreaterThan(5);
    expect(others.filter((key) => code.includes(`\`${key}\``))).toEqual([]);
  });

  it('carries none of the business figures (the languages have a module of their own)', async () => {
    const code = await startupScript('head');
    expect(code).toContain('`pt-BR`');
    expect(code).not.toContain('perService');
    expect(code).not.toContain(`monthly:${PRICES.whatsappBot.monthly}`);
  });
}, 60_000);

describe('the compiled page and shell scripts', () => {
  it('leave drawing the saved history to the shell script, which only private shells carry', async () => {
    // The copy's tags (src/lib/dom/markup-copy.ts) and the mark of a session's token.
    for (const part of ['`summary`', 'createTextNode', '3735928559']) {
      expect(await startupScript('page')).not.toContain(part);
      expect(await startupScript('shell')).toContain(part);
    }
  });
}, 60_000);
