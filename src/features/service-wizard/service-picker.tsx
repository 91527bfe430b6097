import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/page-spinner';
import { formatMoney } from '@/lib/format/format';
import type { ServicesQuery } from './use-services';
import { CATEGORY_TABS, tabOf, type CategoryTab } from '@/domain/orders';
import { useServiceCopy } from './use-service-copy';
import type { CatalogueService } from './types';

interface Props {
  services: ServicesQuery;
  selected: CatalogueService | null;
  onSelect: (service: CatalogueService) => void;
}

/** Category tabs (an ARIA tablist with arrow keys) and the services of the chosen one. */
export function ServicePicker({ services, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation('service-wizard');
  const copy = useServiceCopy();
  const baseId = useId();
  const selectedTab: CategoryTab = selected && selected.type !== 'other' ? tabOf(selected.type) : selected ? 'web' : 'text';
  const [tab, setTab] = useState<CategoryTab>(selectedTab);
  // A service chosen from outside (a reused order arriving with the catalogue) brings its tab along.
  const [shownFor, setShownFor] = useState(selected?.name);
  if (shownFor !== selected?.name) {
    setShownFor(selected?.name);
    setTab(selectedTab);
  }
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = CATEGORY_TABS.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(CATEGORY_TABS[next] ?? 'text');
    tabRefs.current[next]?.focus();
  }

  const list = (services.data ?? []).filter((service) => service.type !== 'other' && tabOf(service.type) === tab);
  const others = (services.data ?? []).filter((service) => service.type === 'other');
  const shown = tab === 'web' ? [...list, ...others] : list;

  return (
    <div className="wizard-picker">
      <div role="tablist" aria-label={t('catalogue.tabsLabel')} className="wizard-tabs">
        {CATEGORY_TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="wizard-tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`catalogue.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="wizard-tabpanel">
        {services.isPending ? (
          <p className="wizard-loading" role="status">
            <Spinner size="sm" /> {t('catalogue.loading')}
          </p>
        ) : services.isError && !services.data ? (
          <Alert>
            <p>{t('catalogue.error')}</p>
            <button type="button" className="btn btn-small btn-outline" onClick={() => void services.refetch()}>
              {t('actions.retry')}
            </button>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="muted">{t('catalogue.empty')}</p>
        ) : (
          <ul className="wizard-services">
            {shown.map((service) => {
              const isSelected = selected?.name === service.name;
              const custom = service.type !== 'text' && service.type !== 'image' && service.type !== 'audio';
              return (
                <li key={`${service.category}-${service.name}`}>
                  <button type="button" className={`wizard-service${isSelected ? ' is-selected' : ''}`} aria-pressed={isSelected} onClick={() => onSelect(service)}>
                    <span className="wizard-service-top">
                      <span className="wizard-service-name">{copy.name(service.name)}</span>
                      {isSelected && <span className="badge badge-success">{t('catalogue.selected')}</span>}
                    </span>
                    <span className="wizard-service-pitch">{copy.pitch(service.name)}</span>
                    <span className="wizard-service-meta">
                      <span>{copy.category(service.category)}</span>
                      <span className="wizard-service-price">
                        {custom ? t('catalogue.custom') : t('catalogue.price', { price: formatMoney(service.price, i18n.language) })}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
