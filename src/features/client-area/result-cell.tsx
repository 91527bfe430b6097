import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import { AudioClip } from '@/components/ui/audio-clip';
import { NewTabLink } from '@/components/ui/new-tab-link';
import type { HistoryItem } from '@/domain/orders';
import { isGeneratedType } from '@/domain/orders';
import { base64ToBlob, copyText, dataUrlOf, fileSaver, resultFileName, resultFileType, textBlob } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { ImageViewer } from './image-viewer';
import { resultCellKind, type ResultCellKind } from './result-cell-kind';

const TRUNCATE_AT = 80;

/**
 * The 'Resultado' cell: view, play, download or copy, by service type (docs/product/services.md#client-area).
 * Content of the types the platform generates carries "Gerado por IA".
 */
export function ResultCell({ item }: { item: HistoryItem }) {
  const cell = resultCellKind(item);
  const content = <ResultContent item={item} cell={cell} />;
  const generated = isGeneratedType(item.service_type?.trim().toLowerCase()) && cell.kind !== 'none' && cell.kind !== 'unreadable';
  if (!generated) return content;
  return (
    <div className="client-result-labelled">
      {content}
      <AiLabel />
    </div>
  );
}

function ResultContent({ item, cell }: { item: HistoryItem; cell: ResultCellKind }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const [viewing, setViewing] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const fileName = (type: Parameters<typeof resultFileName>[1]) => resultFileName(item.id, type);

  switch (cell.kind) {
    case 'image-binary': {
      const src = dataUrlOf(cell.base64, cell.file.mime);
      return (
        <div className="client-result">
          <button type="button" className="btn btn-small btn-outline" onClick={() => setViewing(true)}>
            {t('result.viewImage')}
          </button>
          <button type="button" className="btn btn-small btn-secondary" onClick={() => fileSaver.save(base64ToBlob(cell.base64, cell.file.mime), fileName(cell.file))}>
            {t('result.downloadImage')}
          </button>
          {viewing && <ImageViewer src={src} title={t('viewer.title', { service: serviceName(item.service_name) })} onClose={() => setViewing(false)} />}
        </div>
      );
    }
    case 'image-url':
      return (
        <div className="client-result">
          <NewTabLink className="btn btn-small btn-outline" href={cell.url}>
            {t('result.viewImage')}
          </NewTabLink>
          <a className="btn btn-small btn-secondary" href={cell.url} download={fileName(resultFileType('image'))}>
            {t('result.downloadImage')}
          </a>
        </div>
      );
    case 'audio-binary':
      return (
        <div className="client-result client-result-audio">
          <AudioClip src={dataUrlOf(cell.base64, cell.file.mime)} label={t('result.audioLabel', { service: serviceName(item.service_name) })} />
          <button type="button" className="btn btn-small btn-secondary" onClick={() => fileSaver.save(base64ToBlob(cell.base64, cell.file.mime), fileName(cell.file))}>
            {t('result.downloadAudio')}
          </button>
        </div>
      );
    case 'audio-url':
      return (
        <a className="btn btn-small btn-secondary" href={cell.url} download={fileName(resultFileType('audio'))}>
          {t('result.downloadAudio')}
        </a>
      );
    case 'text':
      return (
        <button type="button" className="btn btn-small btn-secondary" onClick={() => fileSaver.save(textBlob(cell.text), fileName(resultFileType('text')))}>
          {t('result.downloadText')}
        </button>
      );
    case 'other-result':
      return cell.url ? (
        <NewTabLink className="btn btn-small btn-secondary" href={cell.url} download>
          {t('result.downloadResult')}
        </NewTabLink>
      ) : (
        <button
          type="button"
          className="btn btn-small btn-secondary"
          onClick={() => {
            const type = cell.base64 ? resultFileType('other', cell.base64) : resultFileType('text');
            fileSaver.save(cell.base64 ? base64ToBlob(cell.base64, type.mime) : textBlob(cell.text ?? ''), fileName(type));
          }}
        >
          {t('result.downloadResult')}
        </button>
      );
    case 'fallback': {
      const short = cell.text.length > TRUNCATE_AT ? `${cell.text.slice(0, TRUNCATE_AT).trimEnd()}…` : cell.text;
      return (
        <div className="client-result client-result-fallback">
          <span className="client-result-snippet">{short}</span>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void copyText(cell.text).then(setCopied)}>
            {t('result.copy')}
          </button>
          <span role="status" className="client-result-copied">
            {copied === true ? t('result.copied') : copied === false ? t('result.copyFailed') : ''}
          </span>
        </div>
      );
    }
    case 'unreadable':
      return <span className="client-result-unreadable">{t(`result.unreadable.${cell.reason}`)}</span>;
    default:
      return <span className="muted">{t('result.none')}</span>;
  }
}
