import { Download, FileText } from 'lucide-react';
import type { Message } from '../../../../../contract/conversations';
import { formatBytes } from '../compose/attachments';

/** Files of a message: name, size, a download link (the server always serves them as downloads). */
export function AttachmentList({ attachments }: { attachments: Message['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            download={file.name}
            className="group flex max-w-72 items-center gap-2.5 rounded-lg border border-slate-200 bg-white py-2 pr-3 pl-2.5 hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
              <FileText className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-800">{file.name}</span>
              <span className="block text-xs text-slate-500">
                <span className="sr-only">Download, </span>
                {formatBytes(file.size)}
              </span>
            </span>
            <Download aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600" />
          </a>
        </li>
      ))}
    </ul>
  );
}
