/** The photos of the office's property and project forms; its words are the listingForms area's, which come with them. */
import { useEffect, useId, useState, type DragEvent } from 'react';
import toast from '../lib/toast.ts';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';
import { IMAGE_TYPES, selectImages } from './imageSelection.ts';

export interface ExistingImage {
  url: string;
  /** A smaller variant for the preview, when there is one. */
  thumbnail?: string;
}

interface ImageUploaderProps {
  label?: string;
  /** New files to upload, in order. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Images already stored (on edit), each removable. */
  existing?: readonly ExistingImage[];
  onRemoveExisting?: (url: string) => void;
  /** The stored image whose removal is in flight. */
  removingUrl?: string | null;
  disabled?: boolean;
  error?: string | null;
}

/** A preview URL for a picked file, released when the file leaves the list. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function Thumb({
  src,
  alt,
  badge,
  onRemove,
  removeLabel,
  busy,
  disabled,
}: {
  src: string | null;
  alt: string;
  badge?: string;
  onRemove?: () => void;
  removeLabel: string;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <li className="group relative aspect-[4/3] overflow-hidden rounded-xl border border-sand-200 bg-sand-100">
      {src && <img src={src} alt={alt} className={`h-full w-full object-cover ${busy ? 'opacity-40' : ''}`} />}
      {badge && (
        <span className="absolute left-2 top-2 rounded-full bg-brand-900/85 px-2 py-0.5 text-[0.7rem] font-semibold text-white">
          {badge}
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={busy || disabled}
          aria-label={removeLabel}
          title={removeLabel}
          className="focus-ring absolute right-2 top-2 grid h-8 w-8 place-items-center rounded-full bg-white/95 text-rose-700 shadow-card transition hover:bg-rose-50 disabled:opacity-60"
        >
          <Icon name={busy ? 'refresh' : 'close'} className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} />
        </button>
      )}
    </li>
  );
}

function NewFileThumb({ file, index, onRemove, disabled }: { file: File; index: number; onRemove: () => void; disabled?: boolean }) {
  const t = useT();
  const url = useObjectUrl(file);
  return (
    <Thumb
      src={url}
      alt={t('listingForm.newImage', { number: index + 1, name: file.name })}
      badge={t('listingForm.newBadge')}
      onRemove={onRemove}
      removeLabel={t('listingForm.removeFile', { name: file.name })}
      disabled={disabled}
    />
  );
}

/**
 * Pick or drop images: only PNG, JPEG, GIF, WebP or AVIF ('Select Image files only!'
 * otherwise), 10 MB at most each, a name at most once. Shows every stored and new image with
 * its own remove button.
 */
export function ImageUploader({
  label,
  files,
  onFilesChange,
  existing = [],
  onRemoveExisting,
  removingUrl = null,
  disabled = false,
  error,
}: ImageUploaderProps) {
  const t = useT();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const add = (picked: FileList | null) => {
    if (!picked || picked.length === 0) return;
    const selection = selectImages([...picked], files);
    // selection.messages, in the page's language.
    if (selection.notImages.length > 0) toast.error(t('listingForm.imagesOnly'));
    const [tooLarge] = selection.tooLarge;
    if (tooLarge) toast.error(t('listingForm.imagesTooLarge', { count: selection.tooLarge.length, name: tooLarge.name }));
    if (selection.accepted.length > 0) onFilesChange([...files, ...selection.accepted]);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  const count = existing.length + files.length;

  return (
    <div>
      <div className="flex items-baseline justify-between">
        <span id={`${id}-label`} className="label">
          {label ?? t('listingForm.images')}
        </span>
        {count > 0 && <span className="text-xs font-medium text-ink-muted">{t('listingForm.imageCount', { count })}</span>}
      </div>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-8 text-center transition focus-within:ring-3 focus-within:ring-accent-400 ${
          dragging
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'border-rose-300 bg-rose-50/40'
              : 'border-sand-200 bg-sand hover:border-brand-300'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <span className="grid h-12 w-12 place-items-center rounded-full bg-white text-brand-700 shadow-card">
          <Icon name="upload" className="h-5 w-5" />
        </span>
        <span className="mt-3 text-sm font-semibold text-ink">
          <span className="text-brand-700 underline">{t('listingForm.chooseImages')}</span> {t('listingForm.orDropImages')}
        </span>
        <span id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {t('listingForm.imageTypes')}
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="sr-only"
          onChange={(event) => {
            add(event.currentTarget.files);
            // The same file can be picked again after removing it.
            event.currentTarget.value = '';
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {count > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('listingForm.selectedImages')}>
          {existing.map((image, index) => (
            <Thumb
              key={image.url}
              src={image.thumbnail ?? image.url}
              alt={t('listingForm.image', { number: index + 1 })}
              badge={index === 0 ? t('listingForm.cover') : undefined}
              onRemove={onRemoveExisting ? () => onRemoveExisting(image.url) : undefined}
              removeLabel={t('listingForm.removeImage', { number: index + 1 })}
              busy={removingUrl === image.url}
              disabled={disabled}
            />
          ))}
          {files.map((file, index) => (
            <NewFileThumb
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              index={index}
              disabled={disabled}
              onRemove={() => onFilesChange(files.filter((other) => other !== file))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
