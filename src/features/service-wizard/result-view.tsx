import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { base64ToBlob, copyText, dataUrlOf, fileSaver, httpUrl, isForeignLink, readBinaryResult, resultFileName, resultFileType, textBlob } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { AiLabel } from '@/components/ui/ai-label';
import { AudioClip } from '@/components/ui/audio-clip';
import { Alert } from '@/components/ui/alert';
import type { GenerationResult } from './types';

/** The finished content, labelled as AI-generated: text to copy or download, an image or an audio clip with its download. */
export function ResultView({ result }: { result: GenerationResult }) {
  const { t } = useTranslation('service-wizard');
  const serviceName = useServiceName();
  const [copied, setCopied] = useState<boolean | null>(null);

  if (result.serviceType === 'text') {
    const text = result.text ?? '';
    return (
      <div className="wizard-result">
        <AiLabel variant="full" />
        <div className="wizard-result-text">{text}</div>
        <div className="button-row">
          <button type="button" className="btn btn-outline" onClick={() => void copyText(text).then(setCopied)}>
            {t('result.copy')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => fileSaver.save(textBlob(text), resultFileName(result.reference, resultFileType('text')))}>
            {t('result.downloadText')}
          </button>
        </div>
        <p role="status" className="muted">
          {copied === true ? t('result.copied') : copied === false ? t('result.copyFailed') : ''}
        </p>
      </div>
    );
  }

  const url = result.binary ? null : httpUrl(result.text);
  if (!result.binary && isForeignLink(result.text)) return <Alert tone="warning">{t('result.unreadable.link')}</Alert>;
  const raw = result.binary ?? (url ? null : result.text);
  const read = raw ? readBinaryResult(result.serviceType, raw) : null;
  if (read && !read.ok) return <Alert tone="warning">{t(`result.unreadable.${read.reason}`)}</Alert>;
  const binary = read?.ok ? read.base64 : null;
  const fileType = read?.ok ? read.file : resultFileType(result.serviceType);
  const source = url ?? (binary ? dataUrlOf(binary, fileType.mime) : null);
  const fileName = resultFileName(result.reference, fileType);
  if (!source) return <p className="muted">{t('result.empty')}</p>;

  const download = binary ? (
    <button type="button" className="btn btn-primary" onClick={() => fileSaver.save(base64ToBlob(binary, fileType.mime), fileName)}>
      {result.serviceType === 'image' ? t('result.downloadImage') : t('result.downloadAudio')}
    </button>
  ) : (
    <a className="btn btn-primary" href={source} download={fileName} target="_blank" rel="noopener noreferrer">
      {result.serviceType === 'image' ? t('result.downloadImage') : t('result.downloadAudio')}
    </a>
  );

  return (
    <div className="wizard-result">
      <AiLabel variant="full" />
      {result.serviceType === 'image' ? (
        <img className="wizard-result-image" src={source} alt={t('result.imageAlt', { service: serviceName(result.serviceName) })} />
      ) : (
        <>
          <AudioClip className="wizard-result-audio" src={source} label={t('result.audioLabel', { service: serviceName(result.serviceName) })} />
          {result.transcript && (
            <div className="wizard-transcript">
              <p className="wizard-transcript-title">{t('result.transcript')}</p>
              <p>{result.transcript}</p>
            </div>
          )}
        </>
      )}
      <div className="button-row">{download}</div>
    </div>
  );
}
