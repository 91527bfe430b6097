import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A Google sign-in came back while another account is logged in here: the visitor chooses, nothing happens silently. */
export function SwitchAccountPrompt({ current, onSwitch, onKeep }: { current: string | null; onSwitch: () => void; onKeep: () => void }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card login-card login-switch-account">
      <h1 ref={heading} tabIndex={-1}>
        {t('switchAccount.title')}
      </h1>
      <p>{current ? t('switchAccount.textWithEmail', { email: current }) : t('switchAccount.text')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={onSwitch}>
          {t('switchAccount.switch')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onKeep}>
          {current ? t('switchAccount.keepWithEmail', { email: current }) : t('switchAccount.keep')}
        </button>
      </div>
    </div>
  );
}
