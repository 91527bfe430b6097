import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/form-field';
import type { ReferenceFile } from './types';

/** What the order sends along (and keeps in memory meanwhile). */
const MAX_REFERENCE_FILE_BYTES = 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'text/plain'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

interface Props {
  file: ReferenceFile | null;
  /** The name of a file attached before the page reloaded: files are not kept across reloads. */
  lost: string | null;
  onChange: (file: ReferenceFile | null) => void;
  onForgetLost: () => void;
}

/** An optional reference file (logo, photo, PDF) sent with the order. */
export function ReferenceFileField({ file, lost, onChange, onForgetLost }: Props) {
  const { t } = useTranslation('service-wizard');
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!ACCEPTED.includes(picked.type)) return setError(t('briefing.file.badType'));
    if (picked.size > MAX_REFERENCE_FILE_BYTES) return setError(t('briefing.file.tooBig'));
    try {
      const dataUrl = await readAsDataUrl(picked);
      setError(null);
      onChange({ name: picked.name, type: picked.type, size: picked.size, dataUrl });
    } catch {
      setError(t('briefing.file.readError'));
    }
  }

  return (
    <div className="wizard-file">
      <TextField
        type="file"
        label={t('briefing.file.label')}
        hint={t('briefing.file.hint')}
        error={error}
        accept={ACCEPTED.join(',')}
        onChange={(event) => void pick(event)}
      />
      {lost && !file && (
        <Alert tone="warning" className="wizard-file-lost">
          <p>{t('briefing.file.lost', { name: lost })}</p>
          <button type="button" className="btn btn-small btn-outline" onClick={onForgetLost}>
            {t('briefing.file.forget')}
          </button>
        </Alert>
      )}
      {file && (
        <p className="wizard-file-chosen">
          <span>{t('briefing.file.chosen', { name: file.name })}</span>{' '}
          <button type="button" className="btn btn-small btn-ghost" onClick={() => onChange(null)}>
            {t('briefing.file.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
