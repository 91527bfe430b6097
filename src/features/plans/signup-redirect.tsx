import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SIGNUP_REDIRECT_DELAY_MS } from '@/config/redirect-delays';
import { PageSpinner } from '@/components/ui/page-spinner';
import { journey } from '@/domain/journey';
import { readSignupQuery, signupDestination } from './signup-choice';
import './plans.css';

/** /signup?bot= or ?plan=: remembers the choice, says what is being prepared, then moves on (replace). */
export function SignupRedirect() {
  const { t } = useTranslation(['plans', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = useMemo(() => readSignupQuery(params), [params]);
  const destination = signupDestination(choice);
  const { to } = destination;
  const chosenPlan = destination.state?.chosenPlan;

  useEffect(() => {
    if (choice) journey.signupChoice.set(choice);
    const timer = setTimeout(() => navigate(to, { replace: true, state: chosenPlan ? { chosenPlan } : undefined }), SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [choice, navigate, to, chosenPlan]);

  const message =
    choice?.kind === 'bot'
      ? t(`signup.configuring.${choice.bot}`)
      : choice?.kind === 'plan'
        ? t('signup.configuring.plan', { plan: t(`common:planNames.${choice.plan}`) })
        : t('signup.configuring.none');

  return (
    <section className="section plans-signup" aria-labelledby="signup-title">
      <div className="container">
        <h1 id="signup-title">{t('signup.title')}</h1>
        <PageSpinner label={message} />
        <p className="muted">{t('signup.next')}</p>
        <Link to={to} state={chosenPlan ? { chosenPlan } : undefined} replace className="btn btn-outline">
          {t('signup.continue')}
        </Link>
      </div>
    </section>
  );
}
