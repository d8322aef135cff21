// « Médiathèque »: every image uploaded to the site in one place, searched by name and alternative text, with new
// images sent from here (several at once, each with its progress) and each image's details in a dialog.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { usePageMeta } from '@/app/usePageMeta';
import { UploadProgress } from '@/components/editor/UploadProgress';
import { MediaBrowser } from '@/components/media/MediaBrowser';
import { useMediaLibraryChanged } from '@/components/media/mediaLibraryApi';
import { messageOf } from '@/lib/formErrors';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import type { LibraryImage } from '@/generated/LibraryImage';
import { MediaDetailsDialog } from './MediaDetailsDialog';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

interface Sending {
  name: string;
  position: number;
  count: number;
  percent: number;
}

export function MediaLibraryPage() {
  const { t } = useTranslation('adminMedia');
  usePageMeta(t('title'));
  const fileInput = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [opened, setOpened] = useState<LibraryImage | null>(null);
  const changed = useMediaLibraryChanged();

  async function send(files: File[]) {
    let sent = 0;
    for (const [index, file] of files.entries()) {
      setSending({ name: file.name, position: index + 1, count: files.length, percent: 0 });
      try {
        await uploadImage(file, (percent) => setSending((current) => current && { ...current, percent }));
        sent += 1;
      } catch (failure) {
        toast({
          title: t('upload.failed', { name: file.name }),
          description: messageOf(failure, t('upload.fallback')),
          variant: 'destructive',
        });
      }
    }
    setSending(null);
    if (sent > 0) {
      toast({ title: t('upload.done', { count: sent }) });
      void changed();
    }
  }

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-2">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-sky-950 sm:text-4xl">{t('title')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('intro')}</p>
        </div>
        <button
          type="button"
          className="btn-primary shrink-0"
          disabled={sending !== null}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" className="size-5" />
          {t('upload.open')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
      </header>
      {sending && (
        <UploadProgress
          percent={sending.percent}
          label={t('upload.progress', {
            name: sending.name,
            position: sending.position,
            count: sending.count,
            percent: sending.percent,
          })}
        />
      )}
      <MediaBrowser id="media-library" onSelect={setOpened} actionLabel={(name) => t('open', { name })} />
      {opened && <MediaDetailsDialog image={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
