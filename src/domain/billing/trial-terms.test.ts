import { describe, expect, it } from 'vitest';
import { BOT_PLAN_IDS } from '@/config/plans';
import { SUPPORTED_LANGUAGES } from '@/config/languages';
import { i18n } from '@/i18n';
import { trialEndsAt, trialSentences } from './trial-terms';

describe('the trial’s terms', () => {
  it.each(SUPPORTED_LANGUAGES)('are written in code (terms, blog) in the very words of the app’s copy (%s)', (language) => {
    const t = i18n.getFixedT(language, 'common');
    const sentences = trialSentences(language);
    expect(sentences.rule).toBe(t('trialClock.rule'));
    for (const plan of BOT_PLAN_IDS) expect(sentences.includes[plan]).toBe(t(`trialClock.${plan}`));
    expect(sentences.renewal).toBe(t('renewal.rule'));
  });

  it('end, with the first charge, the trial’s days after the authorization', () => {
    expect(trialEndsAt('2026-12-07T15:00:00.000Z', 15).toISOString()).toBe('2026-12-22T15:00:00.000Z');
    expect(trialEndsAt(new Date('2026-12-07T15:00:00.000Z'), 15).toISOString()).toBe('2026-12-22T15:00:00.000Z');
  });
});
