import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import type { PlanId } from '@/config/constants';
import { useSubscribe } from '@/lib/use-subscribe';

/** A landing's primary button: the one subscribe flow (SPEC §4), with its progress and its error beside it. */
export function SubscribeButton({ plan, label, className = 'btn btn-primary' }: { plan: PlanId; label: string; className?: string }) {
  const { t } = useTranslation();
  const { subscribe, busyPlan, error } = useSubscribe();
  const errorId = useId();
  const busy = busyPlan === plan;
  return (
    <div className="landing-subscribe">
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void subscribe(plan)}
      >
        {busy && <Spinner size="sm" />}
        {busy ? t('subscribe.working') : label}
      </button>
      {error && (
        <Alert id={errorId} className="landing-subscribe-error">
          {error}
        </Alert>
      )}
    </div>
  );
}
