import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import { AudioClip } from '@/components/ui/audio-clip';
import { NewTabLink } from '@/components/ui/new-tab-link';
import type { HistoryRow, PayloadAnswer } from '@/domain/orders';
import { isGeneratedType } from '@/domain/orders';
import { copyText, fileSaver, resultFileName, resultFileType, textBlob } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { ImageViewer } from './image-viewer';
import { useResultFile, useResultPayload } from './use-result-file';

/**
 * The 'Resultado' cell: view, play, download or copy, by service type (docs/product/services.md#client-area).
 * Content of the types the platform generates carries "Gerado por IA". The result itself is asked of the history
 * store when it is shown, saved or copied.
 */
export function ResultCell({ row }: { row: HistoryRow }) {
  const content = <ResultContent row={row} />;
  const generated = isGeneratedType(row.service_type?.trim().toLowerCase()) && row.result.kind !== 'none' && row.result.kind !== 'unreadable';
  if (!generated) return content;
  return (
    <div className="client-result-labelled">
      {content}
      <AiLabel />
    </div>
  );
}

type Outcome = 'copied' | 'copyFailed' | 'unavailable' | null;

function ResultContent({ row }: { row: HistoryRow }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const payloadOf = useResultPayload();
  const [viewing, setViewing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const cell = row.result;
  const fileName = (type: Parameters<typeof resultFileName>[1]) => resultFileName(row.id, type);

  /** Saves the result as a file named for the row; says so when the store cannot give it. */
  async function save(name: string, toBlob: (answer: PayloadAnswer) => Blob | null) {
    const blob = toBlob(await payloadOf(row));
    if (blob) fileSaver.save(blob, name);
    setOutcome(blob ? null : 'unavailable');
  }
  const asFile = (answer: PayloadAnswer) => (answer.kind === 'file' ? answer.blob : null);
  const asText = (answer: PayloadAnswer) => (answer.kind === 'text' ? textBlob(answer.text) : null);
  const status = (
    <span role="status" className="client-result-copied">
      {outcome ? t(outcome === 'unavailable' ? 'result.unavailable' : `result.${outcome}`) : ''}
    </span>
  );

  switch (cell.kind) {
    case 'image-binary':
      return (
        <div className="client-result">
          <button type="button" className="btn btn-small btn-outline" onClick={() => setViewing(true)}>
            {t('result.viewImage')}
          </button>
          <button type="button" className="btn btn-small btn-secondary" onClick={() => void save(fileName(cell.file), asFile)}>
            {t('result.downloadImage')}
          </button>
          {status}
          {viewing && <ImageFromStore row={row} title={t('viewer.title', { service: serviceName(row.service_name) })} onClose={() => setViewing(false)} />}
        </div>
      );
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
          <AudioFromStore row={row} label={t('result.audioLabel', { service: serviceName(row.service_name) })} />
          <button type="button" className="btn btn-small btn-secondary" onClick={() => void save(fileName(cell.file), asFile)}>
            {t('result.downloadAudio')}
          </button>
          {status}
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
        <div className="client-result">
          <button type="button" className="btn btn-small btn-secondary" onClick={() => void save(fileName(resultFileType('text')), asText)}>
            {t('result.downloadText')}
          </button>
          {status}
        </div>
      );
    case 'other-result':
      return cell.url ? (
        <NewTabLink className="btn btn-small btn-secondary" href={cell.url} download>
          {t('result.downloadResult')}
        </NewTabLink>
      ) : (
        <div className="client-result">
          <button type="button" className="btn btn-small btn-secondary" onClick={() => void save(fileName(cell.file ?? resultFileType('text')), (answer) => asFile(answer) ?? asText(answer))}>
            {t('result.downloadResult')}
          </button>
          {status}
        </div>
      );
    case 'fallback':
      return (
        <div className="client-result client-result-fallback">
          <span className="client-result-snippet">{cell.snippet}</span>
          <button
            type="button"
            className="btn btn-small btn-outline"
            onClick={() =>
              void payloadOf(row)
                .then((answer) => (answer.kind === 'text' ? copyText(answer.text) : false))
                .then((copied) => setOutcome(copied ? 'copied' : 'copyFailed'))
            }
          >
            {t('result.copy')}
          </button>
          {status}
        </div>
      );
    case 'unreadable':
      return <span className="client-result-unreadable">{t(`result.unreadable.${cell.reason}`)}</span>;
    default:
      return <span className="muted">{t('result.none')}</span>;
  }
}

/** The viewer, once the image is out of the store (decoded only now, its URL revoked when the viewer closes). */
function ImageFromStore({ row, title, onClose }: { row: HistoryRow; title: string; onClose: () => void }) {
  const file = useResultFile(row);
  return <ImageViewer src={file.state === 'ready' ? file.url : null} failed={file.state === 'unreadable'} title={title} onClose={onClose} />;
}

/** The player of a clip on the current page; its file is asked for when the page shows it. */
function AudioFromStore({ row, label }: { row: HistoryRow; label: string }) {
  const { t } = useTranslation('client-area');
  const file = useResultFile(row);
  if (file.state === 'unreadable') return <span className="client-result-unreadable">{t('result.unreadable.binary')}</span>;
  return <AudioClip src={file.state === 'ready' ? file.url : undefined} label={label} />;
}
