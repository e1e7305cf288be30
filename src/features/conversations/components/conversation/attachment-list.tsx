import { Download } from 'lucide-react';
import type { Message } from '#contract/conversations';
import { fileExtension, safeFileName } from '#contract/file-name';
import { formatBytes } from '../compose/attachments';

// Kinds of file that run code when opened: their extension is flagged, so a disguised one stands out.
const RUNNABLE = new Set(['exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'pif', 'js', 'jse', 'vbs', 'vbe', 'wsf', 'ps1', 'jar', 'lnk', 'hta', 'html', 'htm', 'svg', 'app', 'dmg', 'sh']);

/**
 * Files of a message: name, size, a download link (the server always serves them as downloads). The real
 * extension is always visible, in its own badge and at the end of the name, however long the name is.
 */
export function AttachmentList({ attachments }: { attachments: Message['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-2">
      {attachments.map((file) => {
        const name = safeFileName(file.name);
        const extension = fileExtension(name);
        const base = extension ? name.slice(0, -(extension.length + 1)) : name;
        const runnable = RUNNABLE.has(extension);
        return (
          <li key={file.id}>
            <a
              href={file.url}
              download={name}
              title={name}
              className="group flex max-w-72 items-center gap-2.5 rounded-lg border border-slate-200 bg-white py-2 pr-3 pl-2.5 hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 min-w-8 shrink-0 items-center justify-center rounded-md px-1 text-[10px] font-semibold uppercase ${
                  runnable ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'
                }`}
              >
                {extension.slice(0, 5) || 'file'}
              </span>
              <span className="min-w-0">
                <span className="flex text-sm font-medium text-slate-800">
                  <span className="truncate">{base}</span>
                  {extension && <span className="shrink-0">.{extension}</span>}
                </span>
                <span className="block text-xs text-slate-500">
                  <span className="sr-only">Download, </span>
                  {formatBytes(file.size)}
                  {runnable && <span className="ml-1 text-amber-800">· runs code when opened</span>}
                </span>
              </span>
              <Download aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
