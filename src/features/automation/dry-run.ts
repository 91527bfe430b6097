import { MODERATION_ACTIONS, type ModerationAction } from '@/domain/bots';

/** Lower case, without accents: "Pix GRÁTIS" and "pix gratis" are the same words. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface DryRunResult {
  /** The prohibited words (as the owner wrote them) found in the message. */
  matches: string[];
  /** The chosen actions that would fire, in the canonical order; none without a match. */
  fires: ModerationAction[];
}

/**
 * What the moderation bot would do with a sample message, before subscribing: which
 * prohibited words (comma-separated, as on the form) it contains, as whole words or
 * phrases, ignoring case and accents, and which of the chosen actions would then fire.
 */
export function dryRun(message: string, prohibitedWords: string, actions: readonly ModerationAction[]): DryRunResult {
  const text = fold(message);
  const words = [...new Set(prohibitedWords.split(/[,\n]/).map((word) => word.trim()).filter(Boolean))];
  const matches = words.filter((word) => {
    const pattern = fold(word).split(/\s+/).map(escapeRegExp).join('\\s+');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${pattern}($|[^\\p{L}\\p{N}])`, 'u').test(text);
  });
  return { matches, fires: matches.length ? MODERATION_ACTIONS.filter((action) => actions.includes(action)) : [] };
}
