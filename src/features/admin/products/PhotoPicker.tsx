// Photos chosen but not yet sent: each with its thumbnail, its own description for screen readers, and buttons to
// move it or take it off. The new-product form holds them until "Save draft" (a refused save keeps them); the photos
// section of a product holds them until "Upload". Every control works by keyboard.
import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { PHOTOS_PER_PRODUCT } from '#/lib/photo-rules.ts';
import { choosePhotos, forget, type PendingPhoto } from './photo-upload.ts';

type Props = {
  photos: readonly PendingPhoto[];
  onChange: (photos: PendingPhoto[]) => void;
  /** Photos the product has already: together at most PHOTOS_PER_PRODUCT. */
  saved?: number;
  /** How a photo is named in labels: "photo" on a new product, "new photo" beside the photos it has. */
  noun?: string;
  label?: string;
  disabled?: boolean;
};

const iconButton = [
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill border border-line bg-white',
  'hover:border-ink disabled:opacity-40',
].join(' ');

export function PhotoPicker({
  photos,
  onChange,
  saved = 0,
  noun = 'photo',
  label = 'Add photos (JPEG, PNG or WebP, up to 5 MB each)',
  disabled = false,
}: Props) {
  const [refused, setRefused] = useState<string[]>([]);
  const inputId = useId();
  const room = PHOTOS_PER_PRODUCT - saved - photos.length;

  function add(files: FileList | null) {
    const chosen = choosePhotos([...(files ?? [])], room);
    setRefused(chosen.refused);
    if (chosen.photos.length) onChange([...photos, ...chosen.photos]);
  }
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };
  const remove = (i: number) => {
    forget([photos[i]!]);
    onChange(photos.filter((_, j) => j !== i));
  };
  const setAlt = (i: number, alt: string) => onChange(photos.map((p, j) => (j === i ? { ...p, alt } : p)));

  return (
    <div className="flex flex-col gap-3" data-photo-picker>
      {photos.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={`${capital(noun)}s to upload`}>
          {photos.map((photo, i) => {
            const name = `${noun} ${i + 1}`;
            return (
              <li key={photo.key} className="flex gap-3 rounded-card border border-dashed border-line p-2">
                <img
                  src={photo.url}
                  alt=""
                  width={90}
                  height={120}
                  className="h-[120px] w-[90px] shrink-0 rounded bg-sand object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="truncate text-xs text-muted" title={photo.file.name}>
                    {photo.file.name}
                  </p>
                  <label className="flex flex-col gap-1 text-xs font-medium">
                    Description of {name}
                    <input
                      className="field text-sm"
                      value={photo.alt}
                      maxLength={200}
                      disabled={disabled}
                      onChange={(e) => setAlt(i, e.target.value)}
                    />
                  </label>
                  <PhotoOrderButtons
                    name={name}
                    index={i}
                    count={photos.length}
                    disabled={disabled}
                    move={move}
                    remove={() => remove(i)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled || room <= 0}
          className="field py-2 text-sm"
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            add(e.target.files);
            // Cleared, so choosing the same file again (after removing it) still adds it.
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {room <= 0
            ? `A product has at most ${PHOTOS_PER_PRODUCT} photos.`
            : 'The first photo is the one shoppers see on cards. Each is cropped to the pages’ 3:4 frame.'}
        </p>
        {refused.length > 0 && (
          <ul role="alert" className="text-xs font-medium text-rose-dark">
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Move a photo earlier or later, or remove it: buttons named for the photo (`name`: "photo 2"). */
export function PhotoOrderButtons(props: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const { name, index: i } = props;
  const actions = [
    { text: `Move ${name} earlier`, Icon: ArrowUp, off: i === 0, act: () => props.move(i, i - 1) },
    { text: `Move ${name} later`, Icon: ArrowDown, off: i === props.count - 1, act: () => props.move(i, i + 1) },
    { text: `Remove ${name}`, Icon: Trash2, off: false, act: props.remove },
  ];
  return (
    <div className="flex gap-2">
      {actions.map(({ text, Icon, off, act }) => (
        <button
          key={text}
          type="button"
          className={iconButton}
          disabled={props.disabled || off}
          onClick={act}
          aria-label={text}
        >
          <Icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
