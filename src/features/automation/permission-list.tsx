import { useTranslation } from 'react-i18next';
import type { ModerationAction } from '@/domain/bots';

/** In plain words, which Discord permission each chosen action asks for. */
export function PermissionList({ actions }: { actions: readonly ModerationAction[] }) {
  const { t } = useTranslation('automation');
  return (
    <div className="automation-permission-list">
      <h3>{t('invite.asks.title')}</h3>
      <ul>
        <li>
          <strong>{t('invite.asks.always')}</strong> {t('invite.asks.alwaysPermissions')}
        </li>
        {actions.map((action) => (
          <li key={action}>
            <strong>{t(`actions.${action}.name`)}:</strong> {t(`actions.${action}.permission`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
