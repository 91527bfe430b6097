import { useTranslation } from 'react-i18next';

/**
 * Figures and quotes that could read as a promise carry this note beside them
 * (CONAR): they are illustrative until real customers' results replace them.
 */
export function IllustrativeNote({ kind }: { kind: 'results' | 'testimonials' | 'comparison' }) {
  const { t } = useTranslation('marketing');
  return <p className="landing-illustrative">{t(`illustrative.${kind}`)}</p>;
}
