import { useTranslation } from 'react-i18next';
import { IllustrativeNote } from './illustrative-note';
import { SectionHeading } from './section-heading';

interface Case {
  business: string;
  place: string;
  before: string;
  after: string;
}

/** Four before/after stories (docs/product/marketing.md#what-each-landing-shows). */
export function SuccessCases() {
  const { t } = useTranslation('landing-whatsapp');
  const cases = t('landing.cases.items', { returnObjects: true }) as Case[];
  return (
    <section className="section" aria-labelledby="cases-title">
      <div className="container">
        <SectionHeading id="cases-title" title={t('landing.cases.title')} lead={t('landing.cases.lead')} />
        <ul className="grid grid-2 landing-cases">
          {cases.map((item) => (
            <li key={item.business} className="card landing-case">
              <h3>
                {item.business} <span className="landing-case-place">{item.place}</span>
              </h3>
              <dl>
                <div className="landing-case-before">
                  <dt>{t('landing.cases.before')}</dt>
                  <dd>{item.before}</dd>
                </div>
                <div className="landing-case-after">
                  <dt>{t('landing.cases.after')}</dt>
                  <dd>{item.after}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <IllustrativeNote kind="results" />
      </div>
    </section>
  );
}
