import { FileText, Paperclip, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { cn } from '../../../../lib/cn';
import { toolbarButtonClass } from '../editor/editor-toolbar';
import { base64Size, checkFiles, formatBytes, readAttachment, type DraftAttachment } from './attachments';

/** The "Attach files" button: files over 5 MB are refused here, before anything is read or uploaded. */
export function AttachButton({
  value,
  onChange,
  onErrors,
}: {
  value: DraftAttachment[];
  onChange: (next: DraftAttachment[]) => void;
  onErrors: (errors: string[]) => void;
}) {
  const [reading, setReading] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after removing it
    const { accepted, errors } = checkFiles(files, value.length);
    onErrors(errors);
    if (accepted.length === 0) return;
    setReading(true);
    try {
      onChange([...value, ...(await Promise.all(accepted.map(readAttachment)))]);
    } catch (error) {
      onErrors([...errors, error instanceof Error ? error.message : 'A file could not be read.']);
    } finally {
      setReading(false);
    }
  };

  // The file input itself is the control (visually hidden, still focusable and labelled), so keyboard users,
  // screen readers and tests reach it directly; its <label> is what sighted users click.
  return (
    <label
      title="Attach files (5 MB each)"
      className={cn(
        toolbarButtonClass,
        'cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-indigo-600',
        reading && 'opacity-50',
      )}
    >
      <input type="file" multiple aria-label="Attach files" className="sr-only" disabled={reading} onChange={(e) => void pick(e)} />
      <Paperclip aria-hidden="true" className="size-4" />
    </label>
  );
}

/** The attached files as removable chips, with the refused ones' reasons. */
export function AttachmentChips({
  value,
  onChange,
  errors,
  id,
}: {
  value: DraftAttachment[];
  onChange: (next: DraftAttachment[]) => void;
  errors: string[];
  id: string;
}) {
  if (value.length === 0 && errors.length === 0) return null;
  return (
    <div id={id} className="space-y-1.5">
      {value.length > 0 && (
        <ul aria-label="Attached files" className="flex flex-wrap gap-1.5">
          {value.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-1.5 rounded-md border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-xs text-slate-700"
            >
              <FileText aria-hidden="true" className="size-3.5 text-slate-400" />
              <span className="max-w-48 truncate font-medium">{file.name}</span>
              <span className="text-slate-500">{formatBytes(base64Size(file.content))}</span>
              <button
                type="button"
                aria-label={`Remove attachment ${file.name}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {errors.map((error) => (
        <p key={error} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}
