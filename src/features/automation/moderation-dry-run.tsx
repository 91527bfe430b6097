import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/form-field';
import type { ModerationAction } from '@/domain/bots';
import { dryRun } from './dry-run';

/**
 * Paste a sample message and see which prohibited words it contains and which of
 * the chosen actions the bot would take. Runs in the browser, on what is typed in
 * the form above; nothing is sent. Its title pitches no subscription: a customer
 * who already holds the bot uses it too.
 */
export function ModerationDryRun({ prohibitedWords, actions }: { prohibitedWords: string; actions: readonly ModerationAction[] }) {
  const { t } = useTranslation('automation');
  const [sample, setSample] = useState('');
  const hasWords = prohibitedWords.split(/[,\n]/).some((word) => word.trim());
  const result = dryRun(sample, prohibitedWords, actions);

  let outcome;
  if (!hasWords) outcome = <p>{t('dryRun.noWords')}</p>;
  else if (!sample.trim()) outcome = <p>{t('dryRun.empty')}</p>;
  else if (result.matches.length === 0) outcome = <p>{t('dryRun.clean')}</p>;
  else
    outcome = (
      <>
        <p>
          <strong>{t('dryRun.found', { count: result.matches.length })}</strong> {result.matches.join(', ')}
        </p>
        {result.fires.length ? (
          <>
            <p>{t('dryRun.would')}</p>
            <ul>
              {result.fires.map((action) => (
                <li key={action}>{t(`dryRun.actions.${action}`)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('dryRun.noActions')}</p>
        )}
      </>
    );

  return (
    <section className="automation-dry-run" aria-labelledby="automation-dry-run-title">
      <h3 id="automation-dry-run-title">{t('dryRun.title')}</h3>
      <TextAreaField
        id="automation-dry-run-sample"
        label={t('dryRun.label')}
        hint={t('dryRun.hint')}
        rows={2}
        value={sample}
        onChange={(event) => setSample(event.target.value)}
      />
      <div className={`automation-dry-run-result${result.matches.length ? ' is-match' : ''}`} role="status" aria-live="polite">
        {outcome}
      </div>
    </section>
  );
}
